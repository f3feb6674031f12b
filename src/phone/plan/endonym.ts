import type { CountryCode } from './countries';
import { mainLanguageOf } from './main-language';

// One Intl.DisplayNames per language, made on first use.
const byLanguage = new Map<string, Intl.DisplayNames>();

/**
 * A country's own name, in its main language as the platform's likely-subtags data says ('DE' → 'Deutschland',
 * 'JP' → '日本', 'ES' → 'España'); undefined where the platform knows none.
 */
export function endonymOf(code: CountryCode): string | undefined {
  if (known.has(code)) return known.get(code);
  const name = lookUp(code);
  known.set(code, name);
  return name;
}

// Each country's answer once: the picker's search asks for every country on each query.
const known = new Map<CountryCode, string | undefined>();

function lookUp(code: CountryCode): string | undefined {
  const language = mainLanguageOf(code);
  if (!language) return undefined;
  try {
    let names = byLanguage.get(language);
    if (!names) byLanguage.set(language, (names = new Intl.DisplayNames(language, { type: 'region' })));
    const name = names.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

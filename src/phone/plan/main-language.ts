import type { CountryCode } from './countries';

// Each country's answer once: the picker's search and "did you mean" ask for many countries at a time.
const known = new Map<CountryCode, string | undefined>();

/**
 * A country's main language as the platform's likely-subtags data (CLDR) says: 'DE' → 'de', 'GB' → 'en', 'CH' → 'de';
 * undefined where it knows none.
 */
export function mainLanguageOf(code: CountryCode): string | undefined {
  if (!known.has(code)) {
    let language: string | undefined;
    try {
      language = new Intl.Locale(`und-${code}`).maximize().language;
    } catch {
      language = undefined;
    }
    known.set(code, language === 'und' ? undefined : language);
  }
  return known.get(code);
}

import { SUPPORTED_LOCALES, type Locale } from './locale';

// Arguments that exercise every message function: numbers, then strings.
const SAMPLE_ARGS = [2, 3, 'X', 'Y'];

type Messages = Readonly<Record<string, unknown>>;

function compare(reference: Messages, messages: Messages, path: string, problems: string[]): void {
  for (const key of Object.keys(reference)) {
    const expected = reference[key];
    const message = messages[key];
    const where = `${path}.${key}`;
    if (expected !== null && typeof expected === 'object') {
      if (message !== null && typeof message === 'object')
        compare(expected as Messages, message as Messages, where, problems);
      else problems.push(where);
      continue;
    }
    const text =
      typeof message === 'function'
        ? String((message as (...args: unknown[]) => unknown)(...SAMPLE_ARGS.slice(0, message.length)))
        : message;
    if (typeof text !== 'string' || text.trim() === '') problems.push(where);
    else if (typeof message !== typeof expected) problems.push(`${where} (type)`);
  }
  for (const key of Object.keys(messages))
    if (!(key in reference)) problems.push(`${path}.${key} (not in English)`);
}

/** Every locale has every key of English, and every message (string or function) gives non-empty text. */
export function missingTranslations(dictionary: Readonly<Record<Locale, object>>): string[] {
  const problems: string[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    compare(dictionary.en as Messages, dictionary[locale] as Messages, locale, problems);
  }
  return problems;
}

// The UI languages Telfield is translated into; any other browser language falls back to English.
export const SUPPORTED_LOCALES = ['en', 'de', 'fr', 'es', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

const RTL = new Set<string>(['ar', 'he', 'fa', 'ur']);

function languageOf(tag: string): string {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return '';
  }
}

/** The first supported language among the browser's, e.g. ['de-AT', 'en'] → 'de'. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = languageOf(tag);
    const match = SUPPORTED_LOCALES.find((l) => l === language);
    if (match) return match;
  }
  return 'en';
}

/** Text direction of a language tag. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  return RTL.has(languageOf(tag)) ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

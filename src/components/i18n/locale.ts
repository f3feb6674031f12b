/**
 * The UI languages Telfield is translated into, as BCP 47 tags; any other browser language falls back to English.
 * Each has one module per word set, in a file named after the tag in lower case (language-modules.ts).
 */
export const SUPPORTED_LOCALES = [
  'en',
  'de',
  'fr',
  'es',
  'ar',
  'pt-BR',
  'pt-PT',
  'it',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'cs',
  'sk',
  'ja',
  'zh-Hans',
  'zh-Hant',
  'ko',
  'hi',
  'bn',
  'id',
  'ms',
  'vi',
  'th',
  'he',
  'fa',
  'ur',
  'sv',
  'da',
  'nb',
  'fi',
  'ro',
  'hu',
  'el',
  'bg',
  'hr',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

const RTL = new Set<string>(['ar', 'he', 'fa', 'ur']);

function parse(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag);
  } catch {
    return undefined;
  }
}

/**
 * The supported language one browser tag asks for, the regional or script form first:
 *   zh with a traditional script (zh-TW, zh-HK, zh-MO, zh-Hant) → zh-Hant, any other zh → zh-Hans (CLDR's likely script);
 *   pt-BR and a bare pt → pt-BR (CLDR's likely region for pt), pt of any other region (PT, AO, MZ …) → pt-PT;
 *   no, nb and nn → nb (Nynorsk readers read Bokmål; Telfield has no Nynorsk).
 * Old codes are canonical already (iw → he, in → id: Intl.Locale).
 */
function supportedFor(tag: string): Locale | undefined {
  const locale = parse(tag);
  const language = locale?.language;
  if (language === 'zh') return locale?.maximize().script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  if (language === 'pt') return (locale?.region ?? 'BR') === 'BR' ? 'pt-BR' : 'pt-PT';
  const wanted = language === 'no' || language === 'nn' ? 'nb' : language;
  return SUPPORTED_LOCALES.find((l) => l === wanted);
}

/** The first supported language among the browser's, e.g. ['de-AT', 'en'] → 'de', ['pt-BR'] → 'pt-BR'. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const match = supportedFor(tag);
    if (match) return match;
  }
  return 'en';
}

/** Text direction of a language tag. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  return RTL.has(parse(tag)?.language ?? '') ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

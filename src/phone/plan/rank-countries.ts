import type { CountryCode } from 'libphonenumber-js/core';
import { callingCodeFor, mainCountryOfCode } from './calling-code-table';
import { ALL_COUNTRIES } from './countries';
import { mainLanguageOf } from './main-language';
import { regionOf } from './default-country';

/**
 * Per country of ALL_COUNTRIES (ISO order): the share of its people who speak its main language, in tenths (0–9),
 * from CLDR's territory data. The test checks it against cldr-core and prints the new text when either changes.
 */
export const MAIN_LANGUAGE_SHARES =
  '95758999699999989995298638996899487788546739969999788999599779799693997599699869388428898999999896999496799999964896989997689968989676969899646999886979687279495799495986797699989978889997995699685938779288688991489657999889967988898978989976318';

/** A tag's language ('en-GB' → 'en'); undefined for what is no tag. */
function languageOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return undefined;
  }
}

/**
 * "Did you mean a number in …" ranked by what the person most likely meant, in groups:
 * 1. those sharing the picked country's calling code;
 * 2. the regions of the person's languages;
 * 3. those whose main language is the UI language, by the share of their people who speak it (an English UI brings
 *    the United Kingdom forward, before Nigeria);
 * 4. the main country of each calling code, then 5. the dependencies;
 * by ISO code within a group and share.
 * rankSuggestions(['CN', 'NG', 'GB'], 'US', ['en-US'], 'en') → ['GB', 'NG', 'CN']
 * rankSuggestions(['DE', 'CA'], 'US', [], undefined) → ['CA', 'DE'] (+1 first)
 */
export function rankSuggestions(
  countries: readonly CountryCode[],
  picked: CountryCode | undefined,
  languages: readonly string[],
  uiLocale: string | undefined,
): CountryCode[] {
  const code = callingCodeFor(picked);
  const spoken = new Set(languages.map(regionOf));
  const language = uiLocale && languageOf(uiLocale);
  const rank = (country: CountryCode) =>
    code !== undefined && callingCodeFor(country) === code
      ? 0
      : spoken.has(country)
        ? 1
        : language && mainLanguageOf(country) === language
          ? 2.9 - +(MAIN_LANGUAGE_SHARES[ALL_COUNTRIES.findIndex((info) => info.code === country)] ?? 0) / 10
          : mainCountryOfCode(callingCodeFor(country) ?? '') === country
            ? 3
            : 4;
  return [...countries].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

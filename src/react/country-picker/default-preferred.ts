import type { CountryCode } from '../../phone/plan/countries';
import { languageCountries } from '../../phone/plan/default-country';

// Asked on every render of the picker: the languages' countries (Intl.Locale, likely subtags) are kept until the
// browser's languages change.
let last: { readonly key: string; readonly countries: readonly CountryCode[] } | undefined;

function countriesOf(languages: readonly string[]): readonly CountryCode[] {
  const key = languages.join(',');
  if (last?.key !== key) last = { key, countries: languageCountries(languages) };
  return last.countries;
}

/**
 * The countries at the top of the list when the page names none: those of the browser's languages, then the
 * selected one. defaultPreferred(['en-GB', 'de'], 'JP') → ['GB', 'DE', 'JP']
 */
export function defaultPreferred(
  languages: readonly string[],
  selected: CountryCode | undefined,
): CountryCode[] {
  const countries = countriesOf(languages);
  return selected && !countries.includes(selected) ? [...countries, selected] : [...countries];
}

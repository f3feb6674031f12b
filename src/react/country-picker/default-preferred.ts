import type { CountryCode } from '../../phone/plan/countries';
import { languageCountries } from '../../phone/plan/default-country';

/**
 * The countries at the top of the list when the page names none: those of the browser's languages, then the
 * selected one. defaultPreferred(['en-GB', 'de'], 'JP') → ['GB', 'DE', 'JP']
 */
export function defaultPreferred(
  languages: readonly string[],
  selected: CountryCode | undefined,
): CountryCode[] {
  const countries = languageCountries(languages);
  return selected && !countries.includes(selected) ? [...countries, selected] : countries;
}

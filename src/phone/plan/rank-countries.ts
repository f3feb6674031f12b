import type { CountryCode } from 'libphonenumber-js/core';
import { callingCodeFor } from './calling-code-table';
import { regionOf } from './default-country';

/**
 * The world numbering zone of a country: the first digit of its calling code (ITU-T E.164's zones: 1 North America,
 * 2 Africa, 3 and 4 Europe, 5 Latin America, 6 Oceania and South-East Asia, 7 Russia and Kazakhstan, 8 East Asia,
 * 9 South, Central and West Asia), Europe's two as one. Neighbours in a zone are the likelier slip.
 */
function zoneOf(country: CountryCode | undefined): string | undefined {
  const first = callingCodeFor(country)?.charAt(0);
  return first === '4' ? '3' : first;
}

/**
 * "Did you mean a number in …" ranked by what the person most likely meant: countries sharing the picked country's
 * calling code, then those of its world numbering zone, then the regions of the person's languages, then the rest;
 * by name (as `compareNames` orders them, the UI language's collation) within each group.
 * rankSuggestions(['RS', 'DE', 'GB'], 'IE', ['en'], byName) → ['DE', 'GB', 'RS'] (all of zone 3/4: by name)
 * rankSuggestions(['DE', 'CA'], 'US', [], byName) → ['CA', 'DE'] (+1 first)
 */
export function rankSuggestions(
  countries: readonly CountryCode[],
  picked: CountryCode | undefined,
  languages: readonly string[],
  compareNames: (a: CountryCode, b: CountryCode) => number,
): CountryCode[] {
  const code = callingCodeFor(picked);
  const zone = zoneOf(picked);
  const spoken = new Set(languages.map(regionOf));
  const group = (country: CountryCode) =>
    code !== undefined && callingCodeFor(country) === code
      ? 0
      : zone !== undefined && zoneOf(country) === zone
        ? 1
        : spoken.has(country)
          ? 2
          : 3;
  return [...countries].sort((a, b) => group(a) - group(b) || compareNames(a, b));
}

/**
 * The options the picker shows: the country list built from the locale's index and the countries/exclude/preferred
 * options, and what the search leaves of it. The index is built when the page is idle; until then the list is empty,
 * and `countriesNow` builds it on the spot for an open that comes first.
 */
import { useCallback, useMemo } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { countryIndex, type CountryEntry, type CountryIndex } from '../../phone/plan/country-index';
import { buildCountryList, type CountryList } from './country-list';
import { defaultPreferred } from './default-preferred';
import { searchCountries } from './search-countries';
import { hasSearchableText } from './search-match';
import { useCountryIndex } from './use-country-index';
import type { UseCountryPickerOptions } from './country-picker-api';

/** The list and its search results, for one render. */
export interface PickerResults {
  /** The locale's index, or undefined until the page has been idle (or an open built it). */
  readonly index: CountryIndex | undefined;
  /** Every country on offer, the preferred ones first. */
  readonly list: CountryList;
  /** The options shown now: the search's matches, or the whole list. */
  readonly results: readonly CountryEntry[];
  /** Whether the query has anything to search for. */
  readonly searching: boolean;
  /** Whether the options are shown as a preferred group and the rest (not while searching). */
  readonly grouped: boolean;
  /** The whole list at once, building the index first if the page has not been idle yet. */
  readonly countriesNow: () => readonly CountryEntry[];
}

const EMPTY_LIST: CountryList = { countries: [], preferredCount: 0 };
const codesKey = (codes: readonly CountryCode[] | undefined) => codes?.join(' ');
const codesOf = (key: string | undefined) => (key === undefined ? undefined : key.split(' ').filter(Boolean));

export function usePickerResults(options: UseCountryPickerOptions, query: string): PickerResults {
  const { locale } = options;
  // Built when the page is idle (names and collation cost more than the rest of a load); opening first builds it now.
  const index = useCountryIndex(locale);
  // Arrays passed inline are new on every render; their contents decide when the list is rebuilt.
  const onlyKey = codesKey(options.countries);
  const excludeKey = codesKey(options.excludeCountries);
  // By default the browser's languages' countries and the selected one (SSR renders no list, so no mismatch).
  const preferredKey = codesKey(
    options.preferredCountries ??
      defaultPreferred(typeof navigator === 'undefined' ? [] : navigator.languages, options.value),
  );
  const listOf = useCallback(
    (of: CountryIndex) =>
      buildCountryList(of, {
        countries: codesOf(onlyKey),
        excludeCountries: codesOf(excludeKey),
        preferredCountries: codesOf(preferredKey),
      }),
    [onlyKey, excludeKey, preferredKey],
  );
  const list = useMemo(() => (index ? listOf(index) : EMPTY_LIST), [index, listOf]);
  const searching = hasSearchableText(query);
  const results = useMemo(
    () =>
      searching && index ? searchCountries(list.countries, query, index.searchCollator) : list.countries,
    [searching, list, query, index],
  );
  return {
    index,
    list,
    results,
    searching,
    grouped: !searching && list.preferredCount > 0,
    // Opened before the page was idle: the index is built now (the next render finds it in the cache).
    countriesNow: () => (index ? list : listOf(countryIndex(locale))).countries,
  };
}

/** Every user-visible string of the country picker; the app passes one set per UI language. */
export interface CountryPickerLabels {
  /** Start of the selector button's name, before the selected country: "Country" → "Country: Germany +49". */
  readonly selector: string;
  /** Name and placeholder of the search field. */
  readonly search: string;
  /** Name of the list of countries. */
  readonly list: string;
  /** Shown and announced when the search matches nothing. */
  readonly noMatches: string;
  /** Announced while searching, e.g. 3 → "3 countries". */
  readonly matchCount: (count: number) => string;
  /** Stands for "no country selected" (numbers like +800 belong to none). */
  readonly international: string;
  /** Name of the group of preferred countries at the top of the list. */
  readonly preferredGroup: string;
  /** Name of the group of all other countries. */
  readonly allGroup: string;
}

export const ENGLISH_COUNTRY_PICKER_LABELS: CountryPickerLabels = {
  selector: 'Country',
  search: 'Search countries',
  list: 'Countries',
  noMatches: 'No country matches',
  matchCount: (count) => (count === 1 ? '1 country' : `${count} countries`),
  international: 'International',
  preferredGroup: 'Suggested countries',
  allGroup: 'All countries',
};

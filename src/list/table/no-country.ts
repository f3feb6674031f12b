/** What people write in a country cell for "not known": no country (N/A is not Namibia). */
export const NO_COUNTRY: ReadonlySet<string> = new Set(['N/A', 'NONE', 'UNKNOWN', '-', '?']);

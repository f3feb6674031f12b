import type { CountryCode } from '../../phone/plan/countries';

/** How a list is read: whether its first row is a header, its phone and country columns, and the default country. */
export interface Setup {
  readonly hasHeader: boolean;
  /** The phone columns to clean, in input order (every column of numbers by default). */
  readonly phoneColumns: readonly number[];
  readonly countryColumn: number | undefined;
  readonly defaultCountry: CountryCode | undefined;
}

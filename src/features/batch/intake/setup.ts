import type { CountryCode } from '../../../phone/plan/countries';

/** How a list is read: whether its first row is a header, its phone and country columns, and the default country. */
export interface Setup {
  readonly hasHeader: boolean;
  readonly phoneColumn: number;
  readonly countryColumn: number | undefined;
  readonly defaultCountry: CountryCode | undefined;
}

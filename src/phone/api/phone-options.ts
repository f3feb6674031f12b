import type { CountryCode } from 'libphonenumber-js/core';
import { isCountryCode } from '../plan/countries';

export interface PhoneOptions {
  /**
   * The country a number without '+' is read in (the country the form's field had selected). Any string: a server
   * passes what a form sent, and a code that is not a known ISO country reads as none.
   */
  readonly defaultCountry?: CountryCode | (string & {}) | undefined;
  /** Only numbers of these countries are valid (a field's `countries`); others are 'not-accepted'. Unknown codes are left out. */
  readonly countries?: readonly (CountryCode | (string & {}))[] | undefined;
}

/** The country option, checked: anything but a known ISO code reads as none (a server gets strings from anywhere). */
export function countryOption(options: PhoneOptions | undefined): CountryCode | undefined {
  const country = options?.defaultCountry;
  return isCountryCode(country) ? country : undefined;
}

/** The accepted countries, checked the same way: unknown codes are left out. */
export function countriesOption(options: PhoneOptions | undefined): readonly CountryCode[] | undefined {
  return options?.countries?.filter(isCountryCode);
}

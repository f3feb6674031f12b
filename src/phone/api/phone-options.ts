import type { CountryCode } from 'libphonenumber-js/core';

export interface PhoneOptions {
  /**
   * The country a number without '+' is read in (the country the form's field had selected). Any string: a server
   * passes what a form sent, and a code that is not a known ISO country reads as none.
   */
  readonly defaultCountry?: CountryCode | (string & {}) | undefined;
  /**
   * Only numbers of these countries are valid (a field's `countries`); others are 'not-accepted'. Unknown codes are
   * left out. Given from anywhere: '', null or false sets no limit, one code alone ('GB') is read as that code, and any other
   * value that is no list accepts no number rather than every number; it never throws.
   */
  readonly countries?: readonly (CountryCode | (string & {}))[] | undefined;
}

/**
 * The accepted countries as the judgement takes them, a list: it matches a country against them, so a code it does not
 * know matches none. A server's value may be no list at all (a form's 'GB', a config's object): concat makes a list of
 * any value, and nothing in it that is not a code is ever matched.
 */
export function countriesOption(options: PhoneOptions | undefined): readonly string[] | undefined {
  const countries: unknown = options?.countries;
  if (countries) return Array.prototype.concat.call([], countries) as string[];
}

/**
 * The country libphonenumber-js gives a number of a shared calling code, and the number's type there, from patterns
 * compiled once: the first country, in metadata order, whose leading digits start the national digits or, lacking
 * leading digits, that gives them a type.
 * claimingCountry('2684641234', '1', max) → { country: 'AG', type: 'MOBILE' }  (leading digits 268)
 * claimingCountry('7797900123', '44', max) → { country: 'JE', type: 'MOBILE' } (GB's ranges leave it to Jersey)
 * claiming-country.test.ts compares it with parsePhoneNumberFromString and getType() on every shared code.
 */
import type { CountryCode, NumberType } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { numberType } from '../plan/number-type';
import { countriesOfCallingCode, leadingDigitsOwner, planOf } from '../plan/numbering-plan';

export interface Claim {
  readonly country: CountryCode;
  /** undefined: not a valid number of that country. */
  readonly type: NumberType;
}

export function claimingCountry(national: string, callingCode: string, metadata: MetadataJson): Claim | undefined {
  const countries = countriesOfCallingCode(callingCode, metadata);
  const only = countries.length === 1 ? countries[0] : undefined;
  if (only) return { country: only, type: numberType(only, national, metadata) };
  // The first country whose leading digits match, in one test; those before it without leading digits go by type.
  const owner = leadingDigitsOwner(national, callingCode, metadata);
  for (const country of countries) {
    if (country === owner) return { country, type: numberType(country, national, metadata) };
    if (planOf(country, metadata)?.leadingDigits) continue;
    const type = numberType(country, national, metadata);
    if (type) return { country, type };
  }
  return undefined;
}

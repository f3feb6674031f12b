import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA } from '../metadata/metadata';

export type { CountryCode };

export interface CountryInfo {
  readonly code: CountryCode;
  readonly callingCode: string;
}

/** Every country libphonenumber-js knows, with its calling code, in ISO order. */
export const ALL_COUNTRIES: readonly CountryInfo[] = getCountries(MIN_METADATA).map((code) => ({
  code,
  callingCode: getCountryCallingCode(code, MIN_METADATA),
}));

const KNOWN = new Set<string>(ALL_COUNTRIES.map((c) => c.code));

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && KNOWN.has(value);
}

export function callingCodeOf(country: CountryCode): string {
  return getCountryCallingCode(country, MIN_METADATA);
}

import type { CountryCode } from 'libphonenumber-js/core';
import { callingCodeFor, callingCodesByCountry } from './calling-code-table';

export type { CountryCode };

export interface CountryInfo {
  readonly code: CountryCode;
  readonly callingCode: string;
}

/**
 * Every country libphonenumber-js knows, with its calling code, in ISO order. Read from the calling-code table
 * (checked against the metadata), so a country list or picker needs none of the metadata.
 */
export const ALL_COUNTRIES: readonly CountryInfo[] = [...callingCodesByCountry()]
  .map(([code, callingCode]) => ({ code: code as CountryCode, callingCode }))
  .sort((a, b) => (a.code < b.code ? -1 : 1));

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && callingCodesByCountry().has(value);
}

export function callingCodeOf(country: CountryCode): string {
  return callingCodeFor(country) ?? '';
}

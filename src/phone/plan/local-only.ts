/**
 * Whether national digits have the length of a local number of the country, one dialled without its area code
 * (Google's metadata: src/phone/metadata/local-only-lengths.ts).
 *   isLocalOnlyLength('US', 7) === true   (555 0199)
 *   isLocalOnlyLength('US', 10) === false (a whole number)
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { LOCAL_ONLY_LENGTHS } from '../metadata/local-only-lengths';

export function isLocalOnlyLength(country: CountryCode, length: number): boolean {
  // The country's group: its lengths, then two letters a code up to it (so 'US' is never the end of one and the
  // start of another).
  const group = new RegExp(` (\\d+)(?:[A-Z]{2})*${country}`).exec(LOCAL_ONLY_LENGTHS);
  return group?.[1]?.includes(String(length)) === true;
}

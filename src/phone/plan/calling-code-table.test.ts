import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { CALLING_CODE_TABLE, callingCodeFor, countryOfValue } from './calling-code-table';

describe('the calling-code table of the first paint', () => {
  it("is libphonenumber-js's own, main country first (if not, paste this text in)", () => {
    const fresh = Object.entries(metadata.country_calling_codes)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([code, countries]) => `${code}:${countries.join(',')}`)
      .join(' ');
    expect(CALLING_CODE_TABLE).toBe(fresh);
  });

  it('gives every country its calling code, and nothing for what is no country', () => {
    for (const country of getCountries())
      expect(callingCodeFor(country)).toBe(getCountryCallingCode(country));
    for (const other of ['', 'XX', 'gb', '001', undefined]) expect(callingCodeFor(other)).toBeUndefined();
  });

  it("reads a value's calling code as libphonenumber-js does, and its main country", () => {
    for (const country of getCountries()) {
      const code = getCountryCallingCode(country);
      const main = metadata.country_calling_codes[code]?.[0];
      const value = `+${code}123456789`;
      expect(countryOfValue(value)).toBe(main);
      expect(parsePhoneNumberFromString(value)?.countryCallingCode ?? code).toBe(code);
    }
    for (const other of ['', '+', '+0', '+999', '44', 'abc', undefined])
      expect(countryOfValue(other)).toBeUndefined();
  });
});

import { getCountries, getCountryCallingCode } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { MIN_METADATA } from '../metadata/metadata';
import { mainCountryOfCode } from './calling-code-table';
import { ALL_COUNTRIES, callingCodeOf, isCountryCode } from './countries';

describe('countries', () => {
  it('lists every country of the metadata with its calling code', () => {
    expect(ALL_COUNTRIES.length).toBe(245);
    expect(ALL_COUNTRIES).toContainEqual({ code: 'DE', callingCode: '49' });
    expect(callingCodeOf('JE')).toBe('44');
  });

  it('are the metadata’s countries, in its order, each with its calling code and that code’s main country', () => {
    for (const metadata of [MIN_METADATA, maxMetadata]) {
      expect(ALL_COUNTRIES.map((country) => country.code)).toEqual(getCountries(metadata));
      for (const { code, callingCode } of ALL_COUNTRIES) {
        expect([callingCode, callingCodeOf(code)], code).toEqual(
          Array(2).fill(getCountryCallingCode(code, metadata)),
        );
        const main = metadata.country_calling_codes[callingCode]?.[0];
        expect(mainCountryOfCode(callingCode), callingCode).toBe(main);
      }
    }
  });

  it('tells country codes from anything else', () => {
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('gb')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });
});

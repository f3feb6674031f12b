import fc from 'fast-check';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { countryFit, fitsCountry, identifyCountry, matchesLeadingDigits } from './country-fit';
import { MIN_METADATA } from '../metadata/metadata';
import { countriesOfCallingCode } from '../plan/numbering-plan';

describe('countryFit: can these national digits (still) be a number of the country?', () => {
  it.each([
    ['7797', 'JE', 'prefix', 'a Jersey mobile can start so'],
    ['7797900123', 'JE', 'full', 'a whole Jersey mobile'],
    ['20', 'JE', 'none', 'no Jersey number starts 20'],
    ['7797900123', 'GB', 'none', 'GB’s own mobile ranges leave 7797 to Jersey'],
    ['2079460958', 'GB', 'full', 'London'],
    ['438', 'US', 'none', '438 is a Canadian area code'],
    ['438', 'CA', 'prefix', ''],
    ['7924123456', 'IM', 'full', 'no type patterns in the small metadata: the general pattern'],
    ['4', 'AX', 'prefix', 'Åland shares Finland’s mobile ranges'],
    ['495', 'KZ', 'none', 'Moscow'],
    ['', 'SJ', 'prefix', 'nothing typed rules nothing out'],
    ['79', 'XX' as never, 'none', 'an unknown country fits nothing'],
  ] as const)('%j in %s → %s (%s)', (national, country, expected, _why) => {
    expect(countryFit(national, country)).toBe(expected);
    expect(fitsCountry(national, country)).toBe(expected !== 'none');
  });

  it('fitsCountry says what countryFit does for whole numbers, parts and random digits of every shared code', () => {
    const shared = [...new Set(sharedCodes.flatMap(([, countries]) => countries))];
    fc.assert(
      fc.property(fc.constantFrom(...shared), fc.oneof(fc.stringMatching(/^\d{0,13}$/), fc.nat()), (country, digits) => {
        // Either random digits, or the start of (or all of) a mobile example of any country sharing a code.
        const example: string = examples[shared[typeof digits === 'number' ? digits % shared.length : 0] as CountryCode] ?? '';
        const national = typeof digits === 'string' ? digits : example.slice(0, example.length - (digits % 3));
        expect(fitsCountry(national, country as never)).toBe(countryFit(national, country as never) !== 'none');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('matchesLeadingDigits', () => {
  it.each([
    ['7624', 'IM', true],
    ['762', 'IM', false],
    ['268', 'AG', true],
    ['7', 'KZ', true],
    ['18', 'AX', true],
    ['2079460958', 'GB', false],
  ] as const)('%s starts with %s’s leading digits: %s', (national, country, expected) => {
    expect(matchesLeadingDigits(national, country)).toBe(expected);
  });
});

const sharedCodes = Object.entries(MIN_METADATA.country_calling_codes).filter(([, countries]) => countries.length > 1);

describe('identifyCountry picks as libphonenumber-js does', () => {
  it.each([
    ['7624123456', '44', 'IM'],
    ['7797900123', '44', 'JE'],
    ['2079460958', '44', 'GB'],
    ['4385550123', '1', 'CA'],
    ['2685550123', '1', 'AG'],
    ['5555555555', '1', undefined],
    ['7012345678', '7', 'KZ'],
  ] as const)('%s after +%s → %s', (national, code, expected) => {
    expect(identifyCountry(national, countriesOfCallingCode(code))).toBe(expected);
  });

  it('agrees with parsePhoneNumber on any digits after any shared calling code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sharedCodes), fc.stringMatching(/^[1-9]\d{3,11}$/), ([code, countries], national) => {
        const parsed = parsePhoneNumberFromString(`+${code}${national}`, MIN_METADATA);
        fc.pre(parsed !== undefined && parsed.nationalNumber === national);
        expect(identifyCountry(national, countries as never)).toBe(parsed?.country);
      }),
      { numRuns: 800 },
    );
  });
});

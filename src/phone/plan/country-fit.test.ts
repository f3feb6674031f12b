import fc from 'fast-check';
import type { CountryCode } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { canBeNumberOf, countryFit } from './country-fit';
import { MIN_METADATA } from '../metadata/metadata';

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
    expect(canBeNumberOf(national, country)).toBe(expected !== 'none');
  });

  it('canBeNumberOf says what countryFit does for whole numbers, parts and random digits of every shared code', () => {
    const shared = [...new Set(sharedCodes.flatMap(([, countries]) => countries))];
    fc.assert(
      fc.property(
        fc.constantFrom(...shared),
        fc.oneof(fc.stringMatching(/^\d{0,13}$/), fc.nat()),
        (country, digits) => {
          // Either random digits, or the start of (or all of) a mobile example of any country sharing a code.
          const example: string =
            examples[shared[typeof digits === 'number' ? digits % shared.length : 0] as CountryCode] ?? '';
          const national =
            typeof digits === 'string' ? digits : example.slice(0, example.length - (digits % 3));
          expect(canBeNumberOf(national, country as never)).toBe(
            countryFit(national, country as never) !== 'none',
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});

const sharedCodes = Object.entries(MIN_METADATA.country_calling_codes).filter(
  ([, countries]) => countries.length > 1,
);

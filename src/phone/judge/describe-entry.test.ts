import fc from 'fast-check';
import { AsYouType, getCountries } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../plan/countries';
import { describeEntry } from './describe-entry';
import { SMALL_RULES } from './rules';
import { MAX_RULES } from './test-helpers';
import { MIN_METADATA } from '../metadata/metadata';

const display = (typed: string, country: CountryCode | undefined) =>
  new AsYouType(country, MIN_METADATA).input(typed);

describe('describeEntry shows exactly what AsYouType shows', () => {
  it.each([
    ['2015550123', 'US', '(201) 555-0123'],
    ['02079460958', 'GB', '020 7946 0958'],
    ['+442079460958', 'US', '+44 20 7946 0958'],
    ['011442079460958', 'US', '011 44 20 7946 0958'],
    ['0049301234567', 'DE', '00 49 30 1234567'],
    ['81074951234567', 'RU', '810 7 495 123 45 67'],
    ['+80012345678', 'US', '+800 1234 5678'],
    ['2015550123', undefined, '2015550123'],
    ['', 'US', ''],
    ['+', 'US', '+'],
  ] as const)('%s in %s → %s', (typed, country, text) => {
    expect(describeEntry(typed, country, SMALL_RULES).text).toBe(text);
    expect(text).toBe(display(typed, country));
  });
});

describe('the country follows the digits', () => {
  it.each([
    // typed, selected, expected country, why
    ['', 'US', 'US', 'nothing typed'],
    ['+', 'US', 'US', 'no calling code yet: keep the pick'],
    ['+4', 'US', 'US', 'no calling code yet: keep the pick'],
    ['+999', 'US', 'US', 'no such calling code: keep the pick'],
    ['+44', 'US', 'GB', 'a calling code switches at once'],
    ['+49', 'FR', 'DE', 'a calling code switches at once'],
    ['+44', undefined, 'GB', 'with no country selected too'],
    ['+1', 'DE', 'US', '+1 undecided and the pick is not a candidate: the main country'],
    ['+1', 'CA', 'CA', '+1 undecided and the pick is a candidate: keep it'],
    ['+1268', 'US', 'AG', 'Antigua’s leading digits decide early'],
    ['+12015550123', 'CA', 'US', 'only American'],
    ['+14385550123', 'US', 'CA', 'only Canadian'],
    ['4385550123', 'US', 'CA', 'a national number in a Canadian area code'],
    ['438', 'US', 'CA', 'decided as soon as only Canada fits'],
    ['43', 'US', 'US', 'still possibly American'],
    ['14385550123', 'US', 'CA', 'with the trunk prefix 1'],
    ['07624123456', 'GB', 'IM', 'a Manx mobile typed nationally'],
    ['07797900123', 'GB', 'JE', 'a Jersey mobile typed nationally'],
    ['02079460958', 'JE', 'GB', 'a London number typed nationally in Jersey'],
    ['0412', 'AX', 'AX', 'incomplete in Finland’s shared mobile ranges: the pick stands'],
    ['0412345678', 'AX', 'FI', 'whole, in Finland’s shared mobile ranges: libphonenumber-js says FI'],
    ['018123456', 'FI', 'AX', 'Åland’s 018'],
    ['2015550123', undefined, undefined, 'national digits with no country: nothing to go on'],
    ['+4420', 'JE', 'GB', 'London cannot be Jersey'],
    ['+447', 'JE', 'JE', 'undecided +44 7: keep Jersey'],
    ['+447797900123', 'JE', 'JE', 'Jersey stays Jersey for +44 7797 …'],
    ['+447797900123', 'GB', 'JE', 'a Jersey mobile does not fit GB'],
    ['+442079460958', 'GB', 'GB', 'GB picked and valid for GB: stays GB'],
    ['+7', 'KZ', 'KZ', '+7 undecided: keep Kazakhstan'],
    ['+7701', 'RU', 'KZ', 'Kazakhstan’s leading digit 7 decides'],
    ['+7495', 'KZ', 'RU', 'Moscow’s 495 is Russia'],
    ['+447624', 'GB', 'IM', 'the Isle of Man’s leading digits decide early'],
    ['+262269', 'RE', 'YT', 'only Mayotte’s numbers start 269'],
    ['+262262', 'YT', 'RE', 'only Réunion’s numbers start 262'],
    ['+590', 'BL', 'BL', '+590 undecided: keep Saint Barthélemy'],
    ['+599', 'US', 'CW', '+599: the main country'],
    ['011442079460958', 'US', 'GB', 'the US international prefix 011 works like +'],
    ['00442079460958', 'DE', 'GB', 'the German international prefix 00 works like +'],
    ['81074951234567', 'RU', 'RU', 'the Russian 8~10 prefix'],
    ['0011442079460958', 'AU', 'GB', 'the Australian 0011'],
  ] as const)('%j with %s picked → %s (%s)', (typed, selected, expected, _why) => {
    expect(describeEntry(typed, selected, MAX_RULES).country).toBe(expected);
  });

  it.each(['+800', '+80012345678', '+870', '+882', '+979123456789', '01180012345678'])(
    '%s is a non-geographic number with no country',
    (typed) => {
      expect(describeEntry(typed, 'US', SMALL_RULES)).toMatchObject({
        country: undefined,
        nonGeographic: true,
        international: true,
      });
    },
  );
});

describe('international numbers', () => {
  it.each([
    ['+4420', 'US', true, '44'],
    ['011', 'US', true, undefined],
    ['01144', 'US', true, '44'],
    ['0114420', 'US', true, '44'],
    ['00493012', 'DE', true, '49'],
    ['8107495', 'RU', true, '7'],
    ['0011442', 'AU', true, '44'],
    ['+', 'US', true, undefined],
    ['2015550123', 'US', false, '1'],
    ['0114420', 'GB', false, '44'],
  ] as const)(
    '%s from %s: international %s, calling code %s',
    (typed, selected, international, callingCode) => {
      expect(describeEntry(typed, selected, SMALL_RULES)).toMatchObject({ international, callingCode });
    },
  );
});

const countries = getCountries(MIN_METADATA);

describe('formatting never loses a digit', () => {
  const anyCountry = fc.constantFrom<CountryCode | undefined>(undefined, ...countries);

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(anyCountry, fc.string({ maxLength: 40 }), (country, typed) => {
        expect(typeof describeEntry(typed, country, SMALL_RULES).text).toBe('string');
      }),
      { numRuns: 250 },
    );
  });

  it('keeps the digits of any typed string, in order, for any country', () => {
    fc.assert(
      fc.property(anyCountry, fc.stringMatching(/^\+?\d{0,20}$/), (country, typed) => {
        const { text } = describeEntry(typed, country, SMALL_RULES);
        expect(text.replace(/\D/g, '')).toBe(typed.replace(/\D/g, ''));
        expect(text.startsWith('+')).toBe(typed.startsWith('+'));
      }),
      { numRuns: 400 },
    );
  });

  it('is idempotent: formatting the shown digits again gives the same text', () => {
    fc.assert(
      fc.property(anyCountry, fc.stringMatching(/^\+?\d{0,18}$/), (country, typed) => {
        const { text } = describeEntry(typed, country, SMALL_RULES);
        expect(describeEntry(text.replace(/[^\d+]/g, ''), country, SMALL_RULES).text).toBe(text);
      }),
      { numRuns: 250 },
    );
  });

  it('gives a non-geographic number no country', () => {
    fc.assert(
      fc.property(anyCountry, fc.stringMatching(/^\+?\d{0,15}$/), (country, typed) => {
        const entry = describeEntry(typed, country, SMALL_RULES);
        if (entry.nonGeographic) expect(entry.country).toBeUndefined();
      }),
      { numRuns: 250 },
    );
  });
});

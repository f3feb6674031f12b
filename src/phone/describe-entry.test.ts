import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEntry } from './describe-entry';

describe('describeEntry shows exactly what AsYouType shows', () => {
  it.each([
    ['2015550123', 'US', '(201) 555-0123'],
    ['02079460958', 'GB', '020 7946 0958'],
    ['+442079460958', 'US', '+44 20 7946 0958'],
    ['011442079460958', 'US', '011 44 20 7946 0958'],
    ['0049301234567', 'DE', '00 49 30 1234567'],
    ['', 'US', ''],
    ['+', 'US', '+'],
  ] as const)('%s in %s → %s', (typed, country, text) => {
    expect(describeEntry(typed, country).text).toBe(text);
  });
});

describe('the country follows the digits', () => {
  it.each([
    // typed, selected, expected country, why
    ['+4', 'US', 'US', 'no calling code yet: keep the pick'],
    ['+44', 'US', 'GB', 'a calling code of one main country switches at once'],
    ['+49', 'FR', 'DE', 'a calling code switches at once'],
    ['+1', 'DE', 'US', '+1 undecided and the pick is not a candidate: the main country'],
    ['+1', 'CA', 'CA', '+1 undecided and the pick is a candidate: keep it'],
    ['+1268', 'US', 'AG', 'Antigua’s leading digits decide early'],
    ['+12015550123', 'CA', 'US', 'complete and valid only in the US'],
    ['+14385550123', 'US', 'CA', 'complete and valid only in Canada'],
    ['4385550123', 'US', 'CA', 'a national number in a Canadian area code'],
    ['438555', 'US', 'US', 'incomplete national number: keep the pick'],
    ['+4420', 'JE', 'JE', 'undecided +44: keep Jersey'],
    ['+447797900123', 'JE', 'JE', 'Jersey stays Jersey for +44 7797 …'],
    ['+447797900123', 'GB', 'JE', 'a Jersey mobile does not fit GB'],
    ['+442079460958', 'JE', 'GB', 'a London number does not fit Jersey'],
    ['+7', 'KZ', 'KZ', '+7 undecided: keep Kazakhstan'],
    ['+7701', 'RU', 'KZ', 'Kazakhstan’s leading digit 7 decides'],
    ['+7495', 'KZ', 'RU', 'Moscow’s 495 is Russia'],
    ['+447624', 'GB', 'IM', 'the Isle of Man’s leading digits decide early'],
    ['+262269', 'RE', 'RE', '+262 undecided (Mayotte has no leading digits): keep Réunion'],
    ['+262269612345', 'RE', 'YT', 'complete: a Mayotte number'],
    ['+590', 'BL', 'BL', '+590 undecided: keep Saint Barthélemy'],
    ['+599', 'US', 'CW', '+599 main country'],
    ['011442079460958', 'US', 'GB', 'the US international prefix 011 works like +'],
    ['00442079460958', 'DE', 'GB', 'the German international prefix 00 works like +'],
    ['81074951234567', 'RU', 'RU', 'the Russian 8~10 prefix'],
  ] as const)('%s with %s picked → %s (%s)', (typed, selected, expected, _why) => {
    expect(describeEntry(typed, selected as CountryCode).country).toBe(expected);
  });

  it.each(['+800', '+80012345678', '+870', '+882', '+979123456789'])('%s is a non-geographic number with no country', (typed) => {
    expect(describeEntry(typed, 'US')).toMatchObject({ country: undefined, nonGeographic: true, international: true });
  });

  it('says when the digits changed the country', () => {
    expect(describeEntry('+33612345678', 'US').countryChangedAutomatically).toBe(true);
    expect(describeEntry('2015550123', 'US').countryChangedAutomatically).toBe(false);
  });
});

// Every country libphonenumber-js knows, typed key by key from its own example number.
const countries = getCountries().filter((c) => examples[c]);

describe.each(countries)('%s example number, typed key by key', (country) => {
  const national = examples[country] as string;
  const parsed = parsePhoneNumberFromString(national, country);
  const nationalTyped = (parsed?.formatNational() ?? national).replace(/[^\d+]/g, '');

  it('shows the AsYouType display after every key and lands in a country that fits', () => {
    for (let i = 1; i <= nationalTyped.length; i++) {
      const prefix = nationalTyped.slice(0, i);
      expect(describeEntry(prefix, country).text).toBe(new AsYouType(country).input(prefix));
    }
    const final = describeEntry(nationalTyped, country).country;
    expect(final === country || parsed?.getPossibleCountries().includes(final as CountryCode)).toBe(true);
  });

  it('typed internationally resolves to the same country', () => {
    const international = `+${getCountryCallingCode(country)}${parsed?.nationalNumber ?? ''}`;
    const entry = describeEntry(international, country);
    expect(entry.country).toBe(country);
    // From elsewhere the metadata decides; a shared code may keep the main country when nothing tells them apart.
    const fromElsewhere = describeEntry(international, country === 'FR' ? 'DE' : 'FR').country;
    const fits = parsePhoneNumberFromString(international)?.getPossibleCountries() ?? [];
    expect(fromElsewhere === country || fits.includes(fromElsewhere as CountryCode)).toBe(true);
  });
});

describe('formatting never loses a digit', () => {
  it('keeps the digits of any typed string, in order, for any country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.stringMatching(/^\+?\d{0,20}$/), (country, typed) => {
        const { text } = describeEntry(typed, country);
        expect(text.replace(/\D/g, '')).toBe(typed.replace(/\D/g, ''));
        expect(text.startsWith('+')).toBe(typed.startsWith('+'));
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent: formatting the shown digits again gives the same text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.stringMatching(/^\+?\d{0,18}$/), (country, typed) => {
        const { text } = describeEntry(typed, country);
        expect(describeEntry(text.replace(/[^\d+]/g, ''), country).text).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

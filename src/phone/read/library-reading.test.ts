import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import inputs from '../../../conformance/libphonenumber-js-inputs.json';
import { libraryReading } from './library-reading';

/** A small deterministic generator, so a failure names a text that fails again. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % n;
  };
}

// What a cell with at most one digit holds: words, phonewords, '+', separators, extension markers, tel: URIs, and
// digits of every script libphonenumber-js reads.
const PARTS = [
  '+',
  '(',
  ')',
  '-',
  ' ',
  '.',
  'ext',
  'x',
  '#',
  ';ext=',
  'tel:',
  'FLOWERS',
  'n/a',
  'ask',
  '@',
  '*',
];
const DIGITS = ['7', '０', '٣', '۵', '1'];

describe('libraryReading', () => {
  it('reads nothing from fewer than two digits, as libphonenumber-js max does, without asking it', () => {
    const next = generator(31);
    const countries: (CountryCode | undefined)[] = [undefined, ...getCountries()];
    let compared = 0;
    for (let i = 0; i < 5_000; i++) {
      const parts = Array.from({ length: 1 + next(6) }, () => PARTS[next(PARTS.length)] ?? '');
      if (next(2)) parts.splice(next(parts.length + 1), 0, DIGITS[next(DIGITS.length)] ?? '');
      const text = parts.join('');
      const country = countries[next(countries.length)];
      const library = parsePhoneNumberFromString(text, { defaultCountry: country });
      expect(library, text).toBeUndefined();
      expect(libraryReading(text, country, maxMetadata)).toBeUndefined();
      compared++;
    }
    expect(compared).toBe(5_000);
  });

  it('reads two digits and more as libphonenumber-js does', () => {
    for (const text of [
      '12',
      '+44 20 7946 0958',
      '1-800-FLOWERS',
      'tel:+1-201-555-0123;ext=7',
      '٠٢٠ ٧٩٤٦ ٠٩٥٨',
    ])
      expect(libraryReading(text, 'GB', maxMetadata)?.number).toBe(
        parsePhoneNumberFromString(text, { defaultCountry: 'GB' })?.number,
      );
  });

  it('reads a tel: URI with a phone-context the same every time, as libphonenumber-js reads it the first time', () => {
    // libphonenumber-js's own phone-context inputs, alone and inside words, each read three times in a row.
    const texts = inputs.parse
      .filter(({ text }) => text.includes(';phone-context='))
      .flatMap(({ text, defaultCountry }) => [
        { text, defaultCountry },
        { text: `call ${text} or ${text}`, defaultCountry },
      ]);
    expect(texts.length).toBeGreaterThan(20);
    for (const { text, defaultCountry } of texts) {
      const country = defaultCountry as CountryCode | undefined;
      const readings = [1, 2, 3].map(() => libraryReading(text, country, maxMetadata)?.number);
      expect(new Set(readings).size, text).toBe(1);
      // Our reading leaves libphonenumber-js's phone-context check as it found it at the start: its next answer is
      // its first one.
      expect(readings[0], text).toBe(parsePhoneNumberFromString(text, { defaultCountry: country })?.number);
      libraryReading(text, country, maxMetadata);
    }
  });
});

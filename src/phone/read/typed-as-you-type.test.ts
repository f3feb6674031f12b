import { AsYouType, getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { nationalDigitsOf } from '../metadata/internals';
import { MIN_METADATA } from '../metadata/metadata';
import { planOf } from '../plan/numbering-plan';
import { patternMatch } from '../plan/partial-match';
import { inputSafely } from './input-safely';
import { normalisePasted } from './normalise-pasted';
import { typedAsYouType, type TypedReading } from './typed-as-you-type';

describe('typedAsYouType', () => {
  it('reads the text as AsYouType formats it, and shares one reading per text and country', () => {
    const first = typedAsYouType('2015550123', 'US');
    expect(first.text).toBe('(201) 555-0123');
    expect(typedAsYouType('2015550123', 'US')).toBe(first);
    expect(typedAsYouType('2015550123', 'CA')).not.toBe(first);
    expect(typedAsYouType('2015550123', undefined).text).toBe('2015550123');
  });

  it('keeps a few recent readings only, and reads again what it let go, with the same answer', () => {
    const first = typedAsYouType('+442079460958', 'GB');
    for (let i = 0; i < 20; i++) typedAsYouType(String(i), 'DE');
    const again = typedAsYouType('+442079460958', 'GB');
    expect(again).not.toBe(first);
    expect(again.text).toBe(first.text);
    expect(again.asYouType.getNumberValue()).toBe('+442079460958');
  });
});

// '00' typed where it is not the country's international prefix: read as a paste reads it (normalisePasted), i.e. as '+'.
const readingOf = (reading: TypedReading) => ({
  international: reading.international,
  callingCode: reading.callingCode,
  national: reading.national,
  value: reading.asYouType.getNumberValue(),
});

/** What libphonenumber-js's AsYouType itself reads from the characters, for the country. */
function libraryReading(typed: string, country: CountryCode | undefined) {
  const asYouType = new AsYouType(country, MIN_METADATA);
  inputSafely(asYouType, typed); // CV and WS dial 0 abroad: '02' throws in 1.13.16 (see input-safely.ts)
  const international = asYouType.isInternational();
  return {
    international,
    callingCode:
      (international
        ? asYouType.getCallingCode()
        : country && getCountryCallingCode(country, MIN_METADATA)) || undefined,
    national: nationalDigitsOf(asYouType),
    value: asYouType.getNumberValue(),
  };
}

const countries = getCountries(MIN_METADATA);
// Calling code and national digits of every country's mobile example: a foreign number to dial from each country.
const foreign = countries.flatMap((country) => {
  const example = examples[country];
  return example ? [{ country, code: getCountryCallingCode(country, MIN_METADATA), national: example }] : [];
});
/** A few foreign numbers per selected country, rotating so that every example is dialled from somewhere. */
const dialledFrom = (i: number) =>
  [0, 1, 2, 3, 4, 5].flatMap((k) => foreign[(i * 6 + k) % foreign.length] ?? []);
const idd = (country: CountryCode) => planOf(country)?.internationalPrefix;
const startsWithIdd = (country: CountryCode, digits: string) =>
  planOf(country)?.leadingInternationalPrefix?.test(digits) === true;
/** National numbers of the country can start with 00 (its patterns, read with the project's partial matcher). */
const nationalCanStart00 = (country: CountryCode) =>
  patternMatch(planOf(country)?.generalPattern ?? '', '00') !== 'none';

describe('typedAsYouType reads a typed 00 as a paste does', () => {
  it('pins the countries whose national numbers can start with 00 and do not dial 00 abroad', () => {
    expect(countries.filter((c) => nationalCanStart00(c) && !idd(c)?.test('00'))).toEqual([
      'ID',
      'JP',
      'KR',
      'TH',
      'TJ',
    ]);
  });

  it('00 + a calling code + a number reads as + and the same digits, where 00 is neither the international prefix nor national', () => {
    const wrong: string[] = [];
    let checked = 0;
    // Every foreign example, from each of these (some 50) countries.
    countries.forEach((selected) => {
      if (idd(selected)?.test('00') || nationalCanStart00(selected)) return;
      for (const { code, national } of foreign) {
        const typed = `00${code}${national}`;
        if (startsWithIdd(selected, typed)) continue; // KH dials 00[14-9]: 004 + 420 … is its own prefix
        checked++;
        const ours = typedAsYouType(typed, selected);
        const expected = libraryReading(`+${code}${national}`, selected);
        if (JSON.stringify(readingOf(ours)) !== JSON.stringify(expected) || ours.text !== typed)
          wrong.push(`${typed} in ${selected}: ${JSON.stringify(readingOf(ours))} ${ours.text}`);
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it('reads as libphonenumber-js does where 00 is the international prefix (DE, FR, GB …) or can start a national number (JP, KR …)', () => {
    const wrong: string[] = [];
    countries.forEach((selected, i) => {
      if (!idd(selected)?.test('00') && !nationalCanStart00(selected)) return;
      for (const { code, national } of dialledFrom(i)) {
        const typed = `00${code}${national}`;
        const ours = typedAsYouType(typed, selected);
        const expected = libraryReading(typed, selected);
        if (JSON.stringify(readingOf(ours)) !== JSON.stringify(expected))
          wrong.push(`${typed} in ${selected}: ${JSON.stringify(readingOf(ours))}`);
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('gives the value a paste of the same digits gives, in every country (but those whose numbers start 00)', () => {
    const wrong: string[] = [];
    countries.forEach((selected, i) => {
      if (nationalCanStart00(selected) && !idd(selected)?.test('00')) return;
      for (const { code, national } of dialledFrom(i)) {
        const typed = `00${code}${national}`;
        const pasted = normalisePasted(typed, { country: selected }).typed;
        const fromKeys = typedAsYouType(typed, selected).asYouType.getNumberValue();
        const fromPaste = typedAsYouType(pasted, selected).asYouType.getNumberValue();
        if (fromKeys !== fromPaste)
          wrong.push(`${typed} in ${selected}: typed ${fromKeys}, pasted ${fromPaste}`);
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('reads a country’s own international prefix, typed key by key with a number after it, as libphonenumber-js does', () => {
    // Every own prefix of up to four digits (AU 0011, 0014 …; BR 0012, 0014 …; GY 001; KH 001, 004 …), at every key:
    // '001' in Australia may become 0011, so it must not turn into +1 on the way.
    const wrong: string[] = [];
    countries.forEach((selected, i) => {
      const own = idd(selected);
      if (!own) return;
      const prefixes: string[] = [];
      for (let length = 1; length <= 4; length++)
        for (let n = 0; n < 10 ** length; n++) {
          const digits = String(n).padStart(length, '0');
          if (own.test(digits)) prefixes.push(digits);
        }
      for (const prefix of prefixes) {
        for (const { code, national } of dialledFrom(i).slice(0, 1)) {
          const digits = `${prefix}${code}${national}`;
          for (let length = 1; length <= digits.length; length++) {
            const typed = digits.slice(0, length);
            const ours = readingOf(typedAsYouType(typed, selected));
            if (JSON.stringify(ours) !== JSON.stringify(libraryReading(typed, selected)))
              wrong.push(`${typed} in ${selected}: ${JSON.stringify(ours)}`);
          }
        }
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('reads 0044 20 7946 0958 typed key by key in the US as +44 once the calling code is whole', () => {
    const digits = '00442079460958';
    for (let length = 1; length <= digits.length; length++) {
      const typed = digits.slice(0, length);
      const reading = typedAsYouType(typed, 'US');
      expect(reading.text).toBe(typed);
      if (length < 4) {
        expect(reading.international).toBe(false);
        continue;
      }
      expect(readingOf(reading)).toEqual({
        international: true,
        callingCode: '44',
        national: typed.slice(4),
        value: `+${typed.slice(2)}`,
      });
    }
  });

  it.each([
    ['001', 'US', '+1'],
    ['0012015550123', 'CA', '+12015550123'],
    ['00442079460958', 'RU', '+442079460958'],
    ['00442079460958', undefined, '+442079460958'],
    ['00442079460958', 'DE', '+442079460958'],
    ['0099123', 'US', undefined],
    ['00442079460958', 'JP', undefined],
    ['011442079460958', 'US', '+442079460958'],
  ] as const)('%s in %s is international with value %s (undefined: national)', (typed, country, value) => {
    const reading = typedAsYouType(typed, country);
    expect(reading.international).toBe(value !== undefined);
    if (value) expect(reading.asYouType.getNumberValue()).toBe(value);
  });
});

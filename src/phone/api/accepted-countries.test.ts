/**
 * `countries` (only numbers of these countries are valid) through every helper of telfield/phone, against
 * libphonenumber-js max: a number max reads as valid is valid when its country is in the list and 'not-accepted' when
 * it is not (not valid, no E.164, its country named); a text max reads no valid number from gets the answer it gets
 * without the option. Then the option as a server gets it, from a form or a config: '', null and false set no limit, one
 * code alone is that code, and any other value that is no list accepts no number. No helper throws on any of them.
 */
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import {
  findPhones,
  isValidPhone,
  isValidPhoneAsync,
  parsePhone,
  parsePhoneAsync,
  validatePhone,
  type PhoneOptions,
} from '../../phone';

const COUNTRIES = getCountries(maxMetadata);

interface Case {
  readonly text: string;
  readonly defaultCountry: CountryCode | undefined;
}

/** Every country's example mobile as E.164 and as written at home, and the same one digit short (no valid number). */
const CASES: readonly Case[] = COUNTRIES.flatMap((country) => {
  const national = examples[country];
  const number = national ? parsePhoneNumberFromString(national, country, maxMetadata) : undefined;
  if (!number) return [];
  return [
    { text: number.number, defaultCountry: undefined },
    { text: number.formatNational(), defaultCountry: country },
    { text: number.formatNational().replace(/\d(?=\D*$)/, ''), defaultCountry: country },
  ];
});

/** max's country for the text, when it reads a valid number; undefined otherwise. */
function maxValidCountry({ text, defaultCountry }: Case): CountryCode | 'none' | undefined {
  const number = parsePhoneNumberFromString(text, { defaultCountry }, maxMetadata);
  if (!number?.isValid()) return undefined;
  return number.country ?? 'none';
}

/** Another country than the number's, the same for the same number. */
const other = (country: string) => (country === 'FR' ? 'DE' : 'FR');

const answer = (text: string, options: PhoneOptions) => JSON.stringify(parsePhone(text, options));

describe('countries: only numbers of these countries are valid', () => {
  it('accepts a number max reads as valid only when its country is listed, names it when not, and changes nothing else', () => {
    const wrong: string[] = [];
    let accepted = 0;
    let refused = 0;
    for (const item of CASES) {
      const country = maxValidCountry(item);
      const plain = parsePhone(item.text, { defaultCountry: item.defaultCountry });
      const home = country ?? plain.country ?? 'GB';
      for (const countries of [[home], [other(home)], ['XX', other(home), home], ['XX'], []]) {
        const options = { defaultCountry: item.defaultCountry, countries };
        const parsed = parsePhone(item.text, options);
        // A number of no country (+800 …) is in no list.
        const listed = country !== undefined && country !== 'none' && countries.includes(country);
        const expected = listed
          ? plain
          : country !== undefined
            ? {
                ...plain,
                valid: false,
                e164: undefined,
                forms: undefined,
                validation: { ...plain.validation, status: 'not-accepted' },
              }
            : plain;
        if (JSON.stringify(parsed) !== JSON.stringify(expected))
          wrong.push(`${JSON.stringify(item)} ${JSON.stringify(countries)}: ${JSON.stringify(parsed)}`);
        if (
          isValidPhone(item.text, options) !== listed ||
          validatePhone(item.text, options).status !== parsed.validation.status
        )
          wrong.push(`${JSON.stringify(item)} ${JSON.stringify(countries)}: isValidPhone or validatePhone`);
        if (parsed.valid) accepted++;
        if (parsed.validation.status === 'not-accepted') refused++;
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    // Not an empty comparison: most examples are valid, accepted under two of the five lists and refused under three.
    expect(accepted).toBeGreaterThan(COUNTRIES.length * 2);
    expect(refused).toBe(accepted * 1.5);
  });

  it('reads the option as a server gets it: no limit for "", null or false, one code alone as that code, nothing for any other value', () => {
    const texts = CASES.filter((_, index) => index % 4 === 0);
    const wrong: string[] = [];
    const notLists: unknown[] = [42, true, {}, { GB: true }, new Set(['GB']), () => ['GB'], Symbol('GB')];
    for (const { text, defaultCountry } of texts) {
      const none = answer(text, { defaultCountry });
      const home = parsePhone(text, { defaultCountry }).country ?? 'GB';
      const same = (countries: unknown, expected: string) => {
        const got = answer(text, { defaultCountry, countries: countries as PhoneOptions['countries'] });
        if (got !== expected) wrong.push(`${JSON.stringify(text)} with ${String(countries)}: ${got}`);
      };
      same('', none);
      same(null, none);
      same(false, none);
      same(home, answer(text, { defaultCountry, countries: [home] }));
      same(other(home), answer(text, { defaultCountry, countries: [other(home)] }));
      for (const notList of notLists) same(notList, answer(text, { defaultCountry, countries: [] }));
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(texts.length).toBeGreaterThan(100);
  });

  it('gives the same through findPhones and the async helpers, and none of them throws on a value that is no list', async () => {
    const numbers = CASES.filter((item) => item.defaultCountry === undefined).slice(0, 60);
    const text = numbers.map(({ text: number }) => `call ${number}`).join('; ');
    for (const countries of [['GB', 'US', 'XX'], 'GB', 42, {}]) {
      const options = { countries: countries as PhoneOptions['countries'] };
      const found = findPhones(text, options).map(({ valid, validation }) => [valid, validation.status]);
      const one = numbers.map(({ text: number }) => {
        const parsed = parsePhone(number, options);
        return [parsed.valid, parsed.validation.status];
      });
      expect(found).toEqual(one);
      const later = await Promise.all(numbers.map(({ text: number }) => parsePhoneAsync(number, options)));
      expect(later.map((parsed) => JSON.stringify(parsed))).toEqual(
        numbers.map(({ text: number }) => answer(number, options)),
      );
      const validLater = await Promise.all(
        numbers.map(({ text: number }) => isValidPhoneAsync(number, options)),
      );
      expect(validLater).toEqual(numbers.map(({ text: number }) => isValidPhone(number, options)));
    }
  });
});

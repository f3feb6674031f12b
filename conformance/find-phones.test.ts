/**
 * findPhones finds what libphonenumber-js max's findPhoneNumbersInText finds (computed here, at run time), on the
 * texts libphonenumber-js's own finder tests use and on Google's example numbers written into sentences, and nothing
 * in dates, times, version numbers, IDs, UUIDs or tracking codes.
 */
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { findPhones } from '../src/phone/api/find-phones';
import type { PhoneOptions } from '../src/phone/api/parse-phone';
import { googleExamples, libraryFindInputs, libraryParseInputs } from './corpus';

const library = (
  text: string,
  defaultCountry: Parameters<typeof findPhones>[1] extends infer O ? O : never,
) =>
  findPhoneNumbersInText(
    text,
    // The tests pass known codes only; the option takes any string.
    { defaultCountry: defaultCountry?.defaultCountry as CountryCode | undefined },
    maxMetadata,
  ).map((found) => ({
    e164: found.number.number,
    extension: found.number.ext,
    startsAt: found.startsAt,
    endsAt: found.endsAt,
  }));

const ours = (text: string, options: PhoneOptions) =>
  findPhones(text, options).map(({ e164, extension, startsAt, endsAt }) => ({
    e164,
    extension,
    startsAt,
    endsAt,
  }));

describe('findPhones against libphonenumber-js max', () => {
  it('finds the same numbers, at the same places, in libphonenumber-js’s own finder and parse inputs', () => {
    const inputs = [...libraryFindInputs(), ...libraryParseInputs()];
    expect(inputs.length).toBeGreaterThan(200);
    const differences = inputs.flatMap(({ text, defaultCountry }) => {
      const expected = library(text, { defaultCountry });
      const found = ours(text, { defaultCountry });
      return JSON.stringify(found) === JSON.stringify(expected)
        ? []
        : [{ text, defaultCountry, found, expected }];
    });
    expect(differences).toEqual([]);
  });

  it('finds every Google example number written into a sentence, and where it is', () => {
    const differences = googleExamples()
      .filter((_, i) => i % 3 === 0)
      .flatMap((example) => {
        const text = `Call ${example.region ? example.national : example.international} or write to us.`;
        const options = { defaultCountry: example.region };
        const expected = library(text, options);
        const found = ours(text, options);
        return JSON.stringify(found) === JSON.stringify(expected) ? [] : [{ text, found, expected }];
      });
    expect(differences).toEqual([]);
  });

  it.each([
    ['2012-01-02 08:00', 'US'],
    ['2133734253a', 'US'],
    ['d8d7a7a6-3a3c-4f7e-9d2b-331354125aaa', 'FR'],
    ['Version 10.14.6 (build 18G103), released 2019-07-22', 'US'],
    ['Order 1Z999AA10123456784 shipped', 'US'],
    ['Invoice INV-2024-000123456, ref 4929 1234 5678 9012', 'GB'],
    ['Meeting 09:30–11:45 on 12/05/2024', 'GB'],
    ['IBAN DE89 3704 0044 0532 0130 00', 'DE'],
  ] as const)('finds nothing in %j (%s), as libphonenumber-js finds nothing', (text, defaultCountry) => {
    expect(library(text, { defaultCountry })).toEqual([]);
    expect(findPhones(text, { defaultCountry })).toEqual([]);
  });

  it('finds what libphonenumber-js finds among IDs: +62 77200596 (Indonesia)', () => {
    const found = findPhones('39945926 77200596 16533084', { defaultCountry: 'ID' });
    expect(found.map((phone) => phone.e164)).toEqual(['+6277200596']);
    expect(found[0]).toMatchObject({ text: '77200596', startsAt: 9, endsAt: 17, valid: true, country: 'ID' });
  });
});

// validElsewhere against its definition, computed at test time with libphonenumber-js max alone: every country in ISO
// order, the digits parsed in it, kept where parse says valid and the number's country is not the one excepted.
import {
  getCountries,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { validElsewhere } from './valid-elsewhere';

/**
 * Where the answer differs from the definition, known and left for now: the sieve tries a country by its own lengths
 * and patterns, on the digits with and without its trunk prefix. So a country may be missing (never added) where
 * parse rewrites the digits first: a parsing rule (Jersey completes '040123' to +44 1534 040123; Gabon keeps the 0 of
 * '077123456'), or the country's calling code written without '+' ('911234567895' in India). And a number that parse
 * gives to another country of the same calling code ('31234' tried in AX is Finland's) is named at that country's own
 * place. So the test holds the answer to what it can promise: no country the definition does not name, the limit a
 * prefix of the whole answer, and the misses a small share.
 */

/** Where the digits are a valid number, as libphonenumber-js max says, country by country, in ISO order. */
function validWhere(digits: string): CountryCode[] {
  const found: CountryCode[] = [];
  for (const country of getCountries()) {
    const number = parsePhoneNumberFromString(digits, country);
    const where = number?.country ?? country;
    if (number?.isValid() && !found.includes(where)) found.push(where);
  }
  return found;
}

/** National digits as a list holds them: each country's example, with a trunk prefix, cut short, one digit longer. */
function corpus(): string[] {
  const digits = new Set<string>();
  for (const country of getCountries()) {
    const national = getExampleNumber(country, examples)?.nationalNumber;
    if (!national) continue;
    for (const text of [national, `0${national}`, national.slice(0, -1), `${national}5`]) digits.add(text);
  }
  // And digits no example has, from a fixed seed.
  let seed = 20261130;
  for (let i = 0; i < 100; i++) {
    seed = (seed * 48271) % 2147483647;
    digits.add(String(seed).slice(0, 6 + (seed % 5)));
  }
  return [...digits];
}

describe('validElsewhere', () => {
  it('names the countries libphonenumber-js max finds the digits valid in, but the one excepted, up to the limit', () => {
    const cases = corpus();
    expect(cases.length).toBeGreaterThan(800);
    let named = 0;
    let gaps = 0;
    for (const digits of cases) {
      const all = validWhere(digits);
      named += all.length;
      for (const except of [undefined, all[0], 'US' as const]) {
        const expected = all.filter((country) => country !== except);
        const answer = validElsewhere(digits, except, maxMetadata, Infinity);
        const missing = expected.filter((country) => !answer.includes(country));
        gaps += missing.length;
        expect(
          answer.filter((country) => !expected.includes(country)),
          `${digits} but ${except}: named where parse finds no valid number`,
        ).toEqual([]);
        expect(validElsewhere(digits, except, maxMetadata, 4), `${digits} but ${except}, 4`).toEqual(
          answer.slice(0, 4),
        );
      }
    }
    // The corpus reaches the answers it checks: most of its digits are valid somewhere.
    expect(named).toBeGreaterThan(cases.length);
    // The gap stays small: under one name in twenty (of each digits' names, under each of the three exceptions).
    expect(gaps).toBeLessThan((3 * named) / 20);
  });
});

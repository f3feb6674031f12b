import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { normalisePasted } from '../read/normalise-pasted';
import { planOf } from '../plan/numbering-plan';
import { fastReading, plainTyped } from './fast-reading';

// Every country's example number in several spellings and with neighbouring subscriber numbers (other ranges, other
// countries of a shared code), read with many picks: wherever the fast path answers, libphonenumber-js max answers
// the same (the differential corpus, judgement-differential.test.ts, holds it so on its 5,000 cases too).

/** libphonenumber-js's answer in the fast path's shape, when it is a valid number; undefined otherwise. */
function libraryAnswer(typed: string, pick: CountryCode | undefined) {
  const number = parsePhoneNumberFromString(typed, { defaultCountry: pick });
  if (!number?.isValid() || !number.country) return undefined;
  return {
    callingCode: number.countryCallingCode,
    national: number.nationalNumber,
    country: number.country,
    type: number.getType(),
  };
}

/** Where the fast path answers, it must answer as libphonenumber-js does: a line saying how not, or undefined. */
function disagreementOf(typed: string, pick: CountryCode | undefined): string | undefined {
  const fast = fastReading(typed, pick, maxMetadata);
  if (!fast) return undefined;
  const library = libraryAnswer(typed, pick);
  return JSON.stringify(fast) === JSON.stringify(library)
    ? undefined
    : `${typed} with ${pick}: ${JSON.stringify(fast)} vs ${JSON.stringify(library)}`;
}

describe('the fast path gives libphonenumber-js’s answer', () => {
  const picks: (CountryCode | undefined)[] = [
    undefined,
    'US',
    'CA',
    'GB',
    'JE',
    'GG',
    'IM',
    'DE',
    'RU',
    'KZ',
    'FI',
    'AX',
    'AU',
    'CX',
    'NO',
    'SJ',
    'IT',
    'VA',
    'FR',
    'RE',
    'YT',
    'MA',
    'EH',
  ];
  const spellings = (country: CountryCode): string[] => {
    const example = examples[country];
    if (!example) return [];
    const code = getCountryCallingCode(country, maxMetadata);
    const variants = [
      example,
      ...[1, 3, 7].map((d) => example.slice(0, -1) + String((Number(example.slice(-1)) + d) % 10)),
    ];
    variants.push(example.slice(0, 1) + String((Number(example.charAt(1)) + 1) % 10) + example.slice(2));
    return variants.flatMap((national) => {
      const national0 =
        parsePhoneNumberFromString(`+${code}${national}`)?.formatNational().replace(/\D/g, '') ?? national;
      return [`+${code}${national}`, national0];
    });
  };
  const nanp = Array.from({ length: 200 }, (_, i) => `+1${200 + i * 4}5550123`);

  it.each(getCountries(maxMetadata).map((c) => [c]))(
    '%s',
    (country) => {
      const cells = country === 'US' ? [...spellings(country), ...nanp] : spellings(country);
      const disagreements: string[] = [];
      for (const typed of cells) {
        for (const pick of [...picks, country]) {
          const disagreement = disagreementOf(typed, pick);
          if (disagreement) disagreements.push(disagreement);
        }
      }
      expect(disagreements).toEqual([]);
    },
    30_000,
  );

  it('random digits read as national numbers', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const disagreements: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const typed = Array.from({ length: 7 + Math.floor(random() * 6) }, () =>
        Math.floor(random() * 10),
      ).join('');
      const pick = (['US', 'GB', 'DE', 'RU', 'BR', 'IN', 'FR', 'AR', 'MX', 'JE', 'KZ', 'IT'] as const)[
        i % 12
      ];
      const disagreement = disagreementOf(typed, pick);
      if (disagreement) disagreements.push(disagreement);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('a cell that is just a number', () => {
  it('reads as normalisePasted reads it', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pickOf = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const disagreements: string[] = [];
    let plain = 0;
    for (let i = 0; i < 20_000; i++) {
      const groups = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
        String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 5)))),
      );
      let cell = groups
        .map((g, j) => (j === 0 ? g : pickOf([' ', '-', '.', ' - ', '  ', ') ', '', '('])) + g)
        .join('');
      cell = pickOf(['', '+', '+', '(', ' ', '+(', '(+']) + cell + pickOf(['', '', ' ', ')']);
      const country = pickOf(['US', 'GB', 'DE', 'FR', 'IN', undefined] as const);
      const typed = plainTyped(cell);
      if (typed === undefined) continue;
      plain++;
      const pasted = normalisePasted(cell, { country });
      if (!pasted.found || pasted.typed !== typed || pasted.extension !== undefined)
        disagreements.push(`${JSON.stringify(cell)} (${country}): ${typed} vs ${JSON.stringify(pasted)}`);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(plain).toBeGreaterThan(5_000);
  });

  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['(201) 555-0123', '2015550123'],
    ['(+44) 7400 123456', '+447400123456'],
    ['+44 (0)20 7946 0958', undefined],
    ['0044 20 7946 0958', undefined],
    ['020 7946 0958 ext 12', undefined],
    ['call 020 7946 0958', undefined],
  ])('%j → %j', (cell, typed) => {
    expect(plainTyped(cell)).toBe(typed);
  });
});

describe('the fast path reads +digits as parsePhoneNumberFromString does', () => {
  /** Every country's example mobile number, with and without a trunk 0, cut short, made longer and with digits changed. */
  function variants(): string[] {
    const out: string[] = [];
    for (const country of getCountries(maxMetadata)) {
      const code = getCountryCallingCode(country, maxMetadata);
      for (const example of [examples[country]]) {
        if (!example) continue;
        const national = example.replace(/^0/, '');
        for (const digits of [
          example,
          national,
          national.slice(0, -1),
          `${national}5`,
          `${national.slice(0, -3)}987`,
          `9${national.slice(1)}`,
          `0${national}`,
        ]) {
          out.push(`+${code}${digits}`);
        }
      }
    }
    for (let i = 0; i < 2000; i++) out.push(`+1${String(2_000_000_000 + i * 3_999_991).slice(0, 10)}`);
    return out;
  }

  it("on every country's numbers, cut, lengthened and changed", () => {
    const disagreements: string[] = [];
    let read = 0;
    for (const typed of variants()) {
      if (!fastReading(typed, undefined, maxMetadata)) continue;
      read++;
      const disagreement = disagreementOf(typed, undefined);
      if (disagreement) disagreements.push(disagreement);
    }
    expect(disagreements).toEqual([]);
    // Most of them take the short road (the rest, not valid or where a national prefix might be stripped, go to parse).
    expect(read).toBeGreaterThan(1000);
  });
});

describe('the fast path reads national digits as parsePhoneNumberFromString does with that default country', () => {
  it("on every country's number, with and without its trunk prefix, cut, lengthened and changed, and random digits", () => {
    let seed = 5;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const disagreements: string[] = [];
    let read = 0;
    for (const country of getCountries(maxMetadata)) {
      const example = examples[country];
      if (!example) continue;
      const number = parsePhoneNumberFromString(example, country);
      const national = number?.nationalNumber ?? example;
      const dialled = number?.formatNational().replace(/\D/g, '') ?? example;
      const randoms = Array.from({ length: 12 }, () =>
        String(Math.floor(random() * 1e12)).slice(0, 6 + Math.floor(random() * 6)),
      );
      for (const typed of [
        national,
        dialled,
        national.slice(0, -1),
        `${national}7`,
        `${national.slice(0, -3)}413`,
        `2${national.slice(1)}`,
        ...randoms,
      ]) {
        if (!fastReading(typed, country, maxMetadata)) continue;
        read++;
        const disagreement = disagreementOf(typed, country);
        if (disagreement) disagreements.push(disagreement);
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(read).toBeGreaterThan(400);
  });
});

describe('the fast path reads digits after a trunk prefix as parsePhoneNumberFromString does', () => {
  // Every country's number behind its own trunk prefix, read with the pick of each country sharing its code
  // ('1 416 …' with the US picked, '0 7797 …' with GB picked), cut, lengthened and changed, and random digits.
  it('with every pick of a shared code, and random digits after the prefix', () => {
    let seed = 13;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const disagreements: string[] = [];
    let prefixed = 0;
    for (const country of getCountries(maxMetadata)) {
      const example = examples[country];
      const code = getCountryCallingCode(country, maxMetadata);
      if (!example) continue;
      const national = parsePhoneNumberFromString(example, country)?.nationalNumber ?? example;
      const randoms = Array.from({ length: 6 }, () =>
        String(Math.floor(random() * 1e12)).slice(0, national.length - 1 + Math.floor(random() * 3)),
      );
      for (const pick of maxMetadata.country_calling_codes[code] as CountryCode[]) {
        const prefix = planOf(pick, maxMetadata)?.nationalPrefix;
        if (!prefix) continue;
        for (const digits of [
          national,
          national.slice(0, -1),
          `${national}4`,
          `9${national.slice(1)}`,
          ...randoms,
        ]) {
          const typed = `${prefix}${digits}`;
          const ours = fastReading(typed, pick, maxMetadata);
          if (!ours) continue;
          if (ours.national === digits) prefixed++;
          const disagreement = disagreementOf(typed, pick);
          if (disagreement) disagreements.push(disagreement);
        }
      }
    }
    // Digits another country of the code owns by their leading digits (the Isle of Man's 1624) but of a length only
    // the picked country has: parse finds them too short there and keeps the prefix.
    for (const [typed, pick] of [
      ['0162475678', 'GB'],
      ['01624756789', 'GB'],
      ['0162475678', 'IM'],
    ] as const) {
      const disagreement = disagreementOf(typed, pick);
      if (disagreement) disagreements.push(disagreement);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Most prefixed numbers take the short road.
    expect(prefixed).toBeGreaterThan(200);
  });
});

import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { normalisePasted } from '../read/normalise-pasted';
import { planOf } from '../plan/numbering-plan';
import {
  engineVerdict,
  normaliseCell,
  parseInternational,
  parseNational,
  plainTyped,
  quickVerdict,
} from './judge-cell';

describe('normaliseCell', () => {
  it.each([
    [
      '+44 20 7946 0958',
      'US',
      { e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', status: 'valid', reason: '' },
    ],
    ['(201) 555-0123', 'US', { e164: '+12015550123', country: 'US', status: 'valid' }],
    ['030 123456', 'DE', { e164: '+4930123456', country: 'DE', status: 'valid' }],
    ['0044 20 7946 0958', 'DE', { e164: '+442079460958', country: 'GB', status: 'valid' }],
    ['+44 20 7946 0958 ext. 12', 'US', { e164: '+442079460958', status: 'valid' }],
    ['0301', 'DE', { status: 'invalid', reason: 'too-short', country: 'DE' }],
    ['+999 123', 'US', { status: 'invalid', reason: 'unknown-calling-code' }],
    // Non-geographic codes belong to no country.
    ['+800 1234 5678', 'US', { e164: '+80012345678', country: '', type: 'TOLL_FREE', status: 'valid' }],
    ['+979 123456789', 'GB', { e164: '+979123456789', country: '', type: 'PREMIUM_RATE', status: 'valid' }],
    ['', 'US', { status: 'empty', reason: '' }],
    ['   ', 'US', { status: 'empty', reason: '' }],
    ['n/a', 'US', { status: 'invalid', reason: 'not-a-number' }],
    ['=HYPERLINK("x")', 'US', { status: 'invalid' }],
  ] as const)('%s in %s → %j', (cell, country, expected) => {
    expect(normaliseCell(cell, country, maxMetadata)).toMatchObject(expected);
  });

  it('reads only the first 250 characters of a 100,000-character cell, and says so', () => {
    expect(normaliseCell('+44 20 7946 0958 '.padEnd(100_000, 'x'), 'US', maxMetadata)).toMatchObject({
      status: 'valid',
      truncated: true,
    });
    expect(normaliseCell('1'.repeat(100_000), 'US', maxMetadata)).toMatchObject({
      status: 'invalid',
      truncated: true,
    });
  });

  it('keeps the user’s pick when the number fits it, as the Check screen does (Jersey mobile, Jersey picked)', () => {
    expect(normaliseCell('07797 900123', 'JE', maxMetadata)).toMatchObject({
      status: 'valid',
      country: 'JE',
      e164: '+447797900123',
    });
  });

  it('agrees with libphonenumber-js run directly on valid numbers', () => {
    for (const cell of [
      '+1 213 373 4253',
      '+33 6 12 34 56 78',
      '+81 90-1234-5678',
      '+61 412 345 678',
      '+49 151 23456789',
    ]) {
      const direct = parsePhoneNumberFromString(cell);
      const ours = normaliseCell(cell, undefined, maxMetadata);
      expect(ours.status).toBe(direct?.isValid() ? 'valid' : 'invalid');
      expect(ours.e164).toBe(direct?.number);
      expect(ours.type).toBe(direct?.getType() ?? '');
    }
  });
});

// Every country's example number in several spellings and with neighbouring subscriber numbers (other ranges, other
// countries of a shared code), read with many picks: wherever the quick path answers, validate() answers the same.

/** Where the quick path answers, it must answer as the engine does: a line saying how not, or undefined. */
function disagreementOf(typed: string, pick: CountryCode | undefined): string | undefined {
  const quick = quickVerdict(typed, pick, maxMetadata);
  if (!quick) return undefined;
  const engine = engineVerdict(typed, undefined, pick, maxMetadata);
  return JSON.stringify(quick) === JSON.stringify(engine)
    ? undefined
    : `${typed} with ${pick}: ${JSON.stringify(quick)} vs ${JSON.stringify(engine)}`;
}

describe('the quick path gives the engine’s answer', () => {
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
  }, 30_000);
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

/**
 * libphonenumber-js's answer in the shape parseInternational and parseNational give theirs. A number valid nowhere
 * goes to the engine whatever its country, so only its invalidity is compared.
 */
function asRead(number: PhoneNumber | undefined) {
  return (
    number && {
      country: number.isValid() ? number.country : undefined,
      countryCallingCode: number.countryCallingCode,
      nationalNumber: number.nationalNumber,
      number: number.number,
      type: number.isValid() ? (number.getType() ?? '') : undefined,
    }
  );
}

describe('parseInternational reads +digits as parsePhoneNumberFromString does', () => {
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
      const ours = parseInternational(typed, maxMetadata);
      if (!ours) continue;
      read++;
      const expected = asRead(parsePhoneNumberFromString(typed));
      if (JSON.stringify(ours) !== JSON.stringify(expected))
        disagreements.push(`${typed}: ${JSON.stringify(ours)} vs ${JSON.stringify(expected)}`);
    }
    expect(disagreements).toEqual([]);
    // Most of them take the short road (the rest, where a national prefix might be stripped, go to parse).
    expect(read).toBeGreaterThan(1500);
  });
});

describe('parseNational reads national digits as parsePhoneNumberFromString does with that default country', () => {
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
        const ours = parseNational(typed, country, maxMetadata);
        if (!ours) continue;
        read++;
        const expected = asRead(parsePhoneNumberFromString(typed, { defaultCountry: country }));
        if (JSON.stringify(ours) !== JSON.stringify(expected))
          disagreements.push(
            `${typed} in ${country}: ${JSON.stringify(ours)} vs ${JSON.stringify(expected)}`,
          );
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(read).toBeGreaterThan(2000);
  });
});

describe('parseNational reads digits after a trunk prefix as parsePhoneNumberFromString does', () => {
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
          const ours = parseNational(typed, pick, maxMetadata);
          if (!ours) continue;
          if (ours.nationalNumber === digits) prefixed++;
          const expected = asRead(parsePhoneNumberFromString(typed, { defaultCountry: pick }));
          if (JSON.stringify(ours) !== JSON.stringify(expected))
            disagreements.push(`${typed} in ${pick}: ${JSON.stringify(ours)} vs ${JSON.stringify(expected)}`);
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
      const ours = parseNational(typed, pick, maxMetadata);
      const expected = asRead(parsePhoneNumberFromString(typed, { defaultCountry: pick }));
      if (ours && JSON.stringify(ours) !== JSON.stringify(expected))
        disagreements.push(`${typed} in ${pick}: ${JSON.stringify(ours)} vs ${JSON.stringify(expected)}`);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Most prefixed numbers take the short road.
    expect(prefixed).toBeGreaterThan(400);
  });
});

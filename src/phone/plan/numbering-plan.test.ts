import { describe, expect, it } from 'vitest';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { allCallingCodes, countriesOfCallingCode, isCallingCode, isNonGeographicCode, leadingDigitsOwner, planOf } from './numbering-plan';

describe('planOf reads a numbering plan from the metadata', () => {
  it.each([
    ['GB', { callingCode: '44', nationalPrefix: '0', possibleLengths: [7, 9, 10] }],
    ['IT', { callingCode: '39', nationalPrefix: undefined }],
    ['US', { callingCode: '1', nationalPrefix: '1' }],
    ['800', { callingCode: '800' }],
  ] as const)('%s → %j', (plan, expected) => {
    expect(planOf(plan)).toMatchObject(expected);
  });

  it.each([
    ['US', '011', true],
    ['US', '00', false],
    ['DE', '00', true],
    ['RU', '810', true],
    ['AU', '0011', true],
  ])('%s dials %s abroad: %s', (country, prefix, expected) => {
    expect(planOf(country)?.internationalPrefix?.test(prefix)).toBe(expected);
  });

  it('knows leading digits where the metadata has them, and type patterns only where the small metadata keeps them', () => {
    expect(planOf('IM')?.leadingDigits?.test('7624')).toBe(true);
    expect(planOf('GB')?.leadingDigits).toBeUndefined();
    expect(planOf('JE')?.typePatterns.length).toBeGreaterThan(0);
    expect(planOf('DE')?.typePatterns).toEqual([]);
    expect(planOf('DE', maxMetadata)?.typePatterns.length).toBeGreaterThan(0);
  });

  it('has no plan for what the metadata does not know', () => {
    expect(planOf('XX')).toBeUndefined();
    expect(planOf('999')).toBeUndefined();
  });
});

describe('calling codes', () => {
  it.each([
    ['44', ['GB', 'GG', 'IM', 'JE']],
    ['7', ['RU', 'KZ']],
    ['49', ['DE']],
    ['999', []],
  ])('+%s is shared by %j, the main country first', (code, countries) => {
    expect(countriesOfCallingCode(code)).toEqual(countries);
  });

  it.each([
    ['800', true],
    ['979', true],
    ['44', false],
    ['001', false],
  ])('+%s is non-geographic: %s', (code, expected) => {
    expect(isNonGeographicCode(code)).toBe(expected);
  });

  it.each([
    ['1', true],
    ['44', true],
    ['800', true],
    ['4', false],
    ['999', false],
  ])('%s is a calling code: %s', (digits, expected) => {
    expect(isCallingCode(digits)).toBe(expected);
  });
});

describe('leadingDigitsOwner', () => {
  it.each([
    ['2684641234', '1', 'AG'],
    ['8765551234', '1', 'JM'],
    ['2015550123', '1', undefined],
    ['7624123456', '44', 'IM'],
    ['7400123456', '44', undefined],
    ['7012345678', '7', 'KZ'],
    ['49', '999', undefined],
  ] as const)('%s after +%s → %s', (national, code, expected) => {
    expect(leadingDigitsOwner(national, code, maxMetadata)).toBe(expected);
  });

  it('finds the first country whose leading digits match, as testing each in turn does, for every start of up to five digits', () => {
    const starts: string[] = [];
    for (let length = 1; length <= 4; length++) for (let n = 0; n < 10 ** length; n++) starts.push(String(n).padStart(length, '0'));
    const digits = [...starts, ...starts.map((start) => `${start}6`)].map((start) => start.padEnd(10, '0'));
    const mismatches: string[] = [];
    for (const code of allCallingCodes(maxMetadata).filter((c) => countriesOfCallingCode(c, maxMetadata).length > 1)) {
      for (const national of digits) {
        const expected = countriesOfCallingCode(code, maxMetadata).find((country) => planOf(country, maxMetadata)?.leadingDigits?.test(national));
        if (leadingDigitsOwner(national, code, maxMetadata) !== expected) mismatches.push(`+${code} ${national}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

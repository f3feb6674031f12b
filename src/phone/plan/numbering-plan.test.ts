import { describe, expect, it } from 'vitest';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { countriesOfCallingCode, isCallingCode, isNonGeographicCode, planOf } from './numbering-plan';

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
    expect(new RegExp(`^(?:${planOf('IM')?.leadingDigits})`).test('7624')).toBe(true);
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

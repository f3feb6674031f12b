import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { normaliseCell } from './judge-cell';
import { MAX_RULES } from './test-helpers';

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
    expect(normaliseCell(cell, country, MAX_RULES)).toMatchObject(expected);
  });

  it('reads only the first 250 characters of a 100,000-character cell, and says so', () => {
    expect(normaliseCell('+44 20 7946 0958 '.padEnd(100_000, 'x'), 'US', MAX_RULES)).toMatchObject({
      status: 'valid',
      truncated: true,
    });
    expect(normaliseCell('1'.repeat(100_000), 'US', MAX_RULES)).toMatchObject({
      status: 'invalid',
      truncated: true,
    });
  });

  it('keeps the user’s pick when the number fits it, as the Check screen does (Jersey mobile, Jersey picked)', () => {
    expect(normaliseCell('07797 900123', 'JE', MAX_RULES)).toMatchObject({
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
      const ours = normaliseCell(cell, undefined, MAX_RULES);
      expect(ours.status).toBe(direct?.isValid() ? 'valid' : 'invalid');
      expect(ours.e164).toBe(direct?.number);
      expect(ours.type).toBe(direct?.getType() ?? '');
    }
  });
});

describe('a cell with several numbers', () => {
  it.each([
    ['020 7946 0958 / 07400 123456', 'GB', '+442079460958', ['+447400123456']],
    ['+44 20 7946 0958 ::: +44 7400 123456', 'US', '+442079460958', ['+447400123456']],
    ['+44 20 7946 0958, +44 20 7946 0958', 'US', '+442079460958', ['+442079460958']],
    ['+1 214-555-0187 x3 or +1 214-555-0188 ext. 12', 'GB', '+12145550187', ['+12145550188']],
  ] as const)('%j in %s → %s, others %j', (cell, country, e164, others) => {
    const verdict = normaliseCell(cell, country, MAX_RULES);
    expect(verdict).toMatchObject({ status: 'valid', e164, several: true });
    expect(verdict.others.map((other) => other.e164)).toEqual(others);
    // Each other number with what the long layout writes of it: libphonenumber-js max's country and type for it,
    // and the extension written after it in the cell.
    for (const other of verdict.others) {
      const library = parsePhoneNumberFromString(other.e164);
      expect(other.country).toBe(library?.country);
      expect(other.type).toBe(library?.getType());
      expect(other.extension).toBe(cell.includes('ext. 12') ? '12' : '');
    }
  });

  it('one number with its extension is one number', () => {
    expect(normaliseCell('+44 20 7946 0958 ext. 12', 'US', MAX_RULES)).toMatchObject({
      e164: '+442079460958',
      extension: '12',
      several: false,
      others: [],
    });
  });
});

describe('a complete number that is not valid is "invalid", not "too short"', () => {
  it.each([
    ['(555) 555-1234', 'US'],
    ['07700 900123', 'GB'],
  ] as const)('%j in %s', (cell, country) => {
    expect(normaliseCell(cell, country, MAX_RULES)).toMatchObject({ status: 'invalid', reason: 'invalid' });
  });
});

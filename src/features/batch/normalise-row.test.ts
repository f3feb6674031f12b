import maxMetadata from 'libphonenumber-js/max/metadata';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { normaliseCell } from './normalise-row';

describe('normaliseCell', () => {
  it.each([
    ['+44 20 7946 0958', 'US', { e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', status: 'valid', reason: '' }],
    ['(201) 555-0123', 'US', { e164: '+12015550123', country: 'US', status: 'valid' }],
    ['030 123456', 'DE', { e164: '+4930123456', country: 'DE', status: 'valid' }],
    ['0301', 'DE', { status: 'invalid', reason: 'too-short', country: 'DE' }],
    ['', 'US', { status: 'empty', reason: '' }],
    ['n/a', 'US', { status: 'invalid', reason: 'not-a-number' }],
    ['=HYPERLINK("x")', 'US', { status: 'invalid' }],
    ['1'.repeat(100_000), 'US', { status: 'invalid' }],
  ] as const)('%s in %s → %j', (cell, country, expected) => {
    expect(normaliseCell(cell, country, maxMetadata)).toMatchObject(expected);
  });

  it('agrees with libphonenumber-js run directly on valid numbers', () => {
    for (const cell of ['+1 213 373 4253', '+33 6 12 34 56 78', '+81 90-1234-5678', '+61 412 345 678', '+49 151 23456789']) {
      const direct = parsePhoneNumberFromString(cell);
      const ours = normaliseCell(cell, undefined, maxMetadata);
      expect(ours.status).toBe(direct?.isValid() ? 'valid' : 'invalid');
      expect(ours.e164).toBe(direct?.number);
      expect(ours.type).toBe(direct?.getType() ?? '');
    }
  });
});

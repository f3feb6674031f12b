import { describe, expect, it } from 'vitest';
import { leadingCallingCode, splitInternationalPrefix } from './international-prefix';

describe('splitInternationalPrefix finds the selected country’s own international prefix', () => {
  it.each([
    ['011442079460958', 'US', { prefix: '011', callingCode: '44', rest: '442079460958' }],
    ['0049301234567', 'DE', { prefix: '00', callingCode: '49', rest: '49301234567' }],
    ['81074951234567', 'RU', { prefix: '810', callingCode: '7', rest: '74951234567' }],
    ['0011442079460958', 'AU', { prefix: '0011', callingCode: '44', rest: '442079460958' }],
    ['010442079460958', 'JP', { prefix: '010', callingCode: '44', rest: '442079460958' }],
    ['990442079460958', 'FI', { prefix: '990', callingCode: '44', rest: '442079460958' }],
    ['01180012345678', 'US', { prefix: '011', callingCode: '800', rest: '80012345678' }],
  ] as const)('%s from %s → %j', (digits, country, expected) => {
    expect(splitInternationalPrefix(digits, country)).toEqual(expected);
  });

  it.each([
    ['00442079460958', 'US', 'the US does not dial 00 abroad'],
    ['011', 'US', 'no calling code yet'],
    ['0119', 'US', 'no calling code starts 9 alone'],
    ['02079460958', 'GB', 'a national number'],
    ['00442079460958', undefined, 'no country, no prefix'],
  ] as const)('%s from %s → none (%s)', (digits, country, _why) => {
    expect(splitInternationalPrefix(digits, country)).toBeUndefined();
  });
});

describe('leadingCallingCode', () => {
  it.each([
    ['442079460958', '44'],
    ['12015550123', '1'],
    ['80012345678', '800'],
    ['3584', '358'],
    ['4', undefined],
    ['999', undefined],
    ['', undefined],
  ])('%s starts with %s', (digits, expected) => {
    expect(leadingCallingCode(digits)).toBe(expected);
  });
});

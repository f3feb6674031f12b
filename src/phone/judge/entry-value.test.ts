import { describe, expect, it } from 'vitest';
import { entryValue, typedFromValue } from './entry-value';

describe('entryValue', () => {
  it.each([
    ['', 'US', undefined],
    ['201', 'US', '+1201'],
    ['2015550123', 'US', '+12015550123'],
    ['02079460958', 'GB', '+442079460958'],
    ['+4420', 'US', '+4420'],
    ['0049301', 'DE', '+49301'],
  ] as const)('%s in %s → %s', (typed, country, expected) => {
    expect(entryValue(typed, country)).toBe(expected);
  });
});

describe('typedFromValue', () => {
  it.each([
    ['+442079460958', undefined, { typed: '02079460958', country: 'GB' }],
    ['+12015550123', 'US', { typed: '2015550123', country: 'US' }],
    // The small metadata keeps the pick for a shared code until the full rules load and the field settles again.
    ['+14385550123', 'US', { typed: '4385550123', country: 'US' }],
    ['+14385550123', 'CA', { typed: '4385550123', country: 'CA' }],
    ['+1201', 'US', { typed: '+1201', country: 'US' }],
    ['', 'DE', { typed: '', country: 'DE' }],
    ['+80012345678', 'FR', { typed: '+80012345678', country: 'FR' }],
  ] as const)('%s (preferring %s) → %j', (value, preferred, expected) => {
    expect(typedFromValue(value, preferred)).toEqual(expected);
  });
});

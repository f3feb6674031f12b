import { describe, expect, it } from 'vitest';
import { formatAsYouType } from './format-as-you-type';

describe('formatAsYouType', () => {
  it.each([
    ['2015550123', 'US', '(201) 555-0123'],
    ['201555', 'US', '(201) 555'],
    ['+442079460958', 'US', '+44 20 7946 0958'],
    ['011442079460958', 'US', '011 44 20 7946 0958'],
    ['02079460958', 'GB', '020 7946 0958'],
    ['2015550123', undefined, '2015550123'],
    ['+12015550123', undefined, '+1 201 555 0123'],
    ['', 'US', ''],
  ] as const)('%j in %s → %j', (typed, country, expected) => {
    expect(formatAsYouType(typed, country)).toBe(expected);
  });
});

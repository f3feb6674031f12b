import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  const polishDigits = { one: '# cyfra', few: '# cyfry', many: '# cyfr', other: '# cyfry' };
  it.each([
    [1, '1 cyfra'],
    [2, '2 cyfry'],
    [5, '5 cyfr'],
    [22, '22 cyfry'],
    [25, '25 cyfr'],
  ])('chooses the form Intl.PluralRules names for Polish: %i', (n, expected) => {
    expect(plural('pl', n, polishDigits)).toBe(expected);
  });

  it('falls back to the other form and formats the count for the language', () => {
    expect(plural('en', 1200, { one: '# row', other: '# rows' })).toBe('1,200 rows');
    expect(plural('en', 1, { other: '# rows' })).toBe('1 rows');
  });
});

import { describe, expect, it } from 'vitest';
import { plural } from './plural';

// A person's expectation, written as a table: the form each language uses for the count.
const ROWS = { one: '# row', other: '# rows' };
const CASES: readonly [string, number, string][] = [
  ['en', 0, '0 rows'],
  ['en', 1, '1 row'],
  ['en', 2, '2 rows'],
  ['en', 12345, '12,345 rows'],
  ['fr', 0, '0 row'],
  ['fr', 1, '1 row'],
];

describe('plural', () => {
  it.each(CASES)('%s %d → %s', (locale, count, words) => {
    expect(plural(locale, count, ROWS)).toBe(words);
  });

  it('falls back to other where a category has no form', () => {
    expect(plural('ar', 3, { one: '# صف', other: 'الصفوف: #' })).toBe(`الصفوف: ${(3).toLocaleString('ar')}`);
  });
});

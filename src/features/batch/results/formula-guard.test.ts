import { describe, expect, it } from 'vitest';
import { safeCell, unsafeCell } from './formula-guard';

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['\rx', `'\rx`],
    ['+442079460958', `'+442079460958`],
    ['plain', 'plain'],
    ['020 7946 0958', '020 7946 0958'],
    ["'quoted already", "'quoted already"],
  ])('%j is written as %j and read back unchanged', (value, written) => {
    expect(safeCell(value)).toBe(written);
    expect(unsafeCell(safeCell(value))).toBe(value);
  });
});

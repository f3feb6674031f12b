import fc from 'fast-check';
import { AsYouType, getCountries, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { needsGuard, safeCell, unsafeCell } from './formula-guard';

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(1)', `'@SUM(1)`],
    ['＝1+2', `'＝1+2`],
    ['＋cmd', `'＋cmd`],
    ['＠SUM(1)', `'＠SUM(1)`],
    ['\tx', `'\tx`],
    ['\rx', `'\rx`],
    ['\0x', `'\0x`],
    ["x;=cmd|' /C calc'!A0;", `x;'=cmd|' /C calc'!A0;`],
    ['a,+cmd', `a,'+cmd`],
    ['a\t@x', `a\t'@x`],
    ["'=1+2", `''=1+2`],
    ["x; ''=1", `x; '''=1`],
    ['020 7946 0958, +44 7400 123456', '020 7946 0958, +44 7400 123456'],
    ['plain', 'plain'],
    ['-', '-'],
    ["'quoted already", "'quoted already"],
  ])('%j is written as %j and read back unchanged', (value, written) => {
    expect(safeCell(value)).toBe(written);
    expect(unsafeCell(safeCell(value))).toBe(value);
  });

  // Every country's example number, as libphonenumber-js writes it, is data: E.164, international, with an extension.
  const numbers = getCountries().flatMap((country) => {
    const example = getExampleNumber(country, examples);
    if (!example) return [];
    return [
      example.number,
      example.formatInternational(),
      new AsYouType().input(example.number),
      `${example.formatInternational()} ext. 12`,
      `${example.number};ext=5`,
      example.formatInternational().replace(/ /g, '-'),
    ];
  });
  it(`writes each of ${numbers.length} example numbers as it is: a phone number is data`, () => {
    expect(numbers.filter((number) => safeCell(number) !== number)).toEqual([]);
    expect(numbers.length).toBeGreaterThan(1000);
  });

  it('reads back every value it writes, and guards every value that starts a formula', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 12 }),
          fc.string({ unit: fc.constantFrom(...`'=+-@,; \t1a|`), maxLength: 12 }),
        ),
        (value) => {
          expect(unsafeCell(safeCell(value))).toBe(value);
          // No cell, nor any part a reader splitting on ',' ';' or tab would make of it, starts a formula.
          const parts = safeCell(value).split(/[,;\t]/);
          expect(parts.filter((part, i) => /^[=@＝＠\r\0]/.test(i === 0 ? part : part.trimStart()))).toEqual(
            [],
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves a cell that a reader would not run as it is', () => {
    expect(needsGuard('Ann, Paris')).toBe(false);
    expect(needsGuard('020 7946 0958 / 07400 123456')).toBe(false);
  });
});

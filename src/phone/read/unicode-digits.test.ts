import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiDigit, isPlusSign } from './unicode-digits';

describe('asciiDigit', () => {
  it.each([
    ['7', '7'],
    ['٣', '3'], // Arabic-Indic
    ['۸', '8'], // Extended Arabic-Indic (Persian, Urdu)
    ['३', '3'], // Devanagari
    ['৭', '7'], // Bengali
    ['９', '9'], // full-width
    ['๕', '5'], // Thai
    ['߂', '2'], // N’Ko
    ['𝟘', '0'], // mathematical double-struck, in a run of back-to-back digit blocks
    ['𝟡', '9'],
    ['𝟢', '0'], // the next block right after it
    ['𝟿', '9'], // the last of that run
    ['a', undefined],
    ['+', undefined],
    ['²', undefined], // superscripts are not decimal digits
    ['½', undefined],
    ['〇', undefined], // Han numerals are not decimal digits either
    ['', undefined],
  ])('%j → %s', (char, expected) => {
    expect(asciiDigit(char)).toBe(expected);
  });

  // Intl writes 0…9 in every decimal numbering system it knows: an independent table of the Unicode digit values.
  const systems = Intl.supportedValuesOf('numberingSystem').flatMap((system) => {
    const digits = [...'0123456789'].map((d) =>
      new Intl.NumberFormat('en', { numberingSystem: system }).format(Number(d)),
    );
    return digits.every((d) => /^\p{Nd}$/u.test(d)) ? [[system, digits] as const] : [];
  });

  it.each(systems)('reads the %s digits as 0…9', (_system, digits) => {
    expect(digits.map(asciiDigit)).toEqual([...'0123456789']);
  });

  it('reads every \\p{Nd} character as a digit, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x1fbff }), (cp) => {
        const char = String.fromCodePoint(cp);
        const digit = asciiDigit(char);
        expect(digit === undefined).toBe(!/\p{Nd}/u.test(char));
        if (digit !== undefined) expect(digit).toMatch(/^[0-9]$/);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('isPlusSign', () => {
  it.each([
    ['+', true],
    ['＋', true],
    ['﹢', true],
    ['-', false],
    ['⁺', false],
  ])('%s → %s', (char, expected) => {
    expect(isPlusSign(char)).toBe(expected);
  });
});

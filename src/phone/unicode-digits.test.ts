import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiDigit, isPlusSign } from './unicode-digits';

describe('asciiDigit', () => {
  it.each([
    ['7', '7'],
    ['٣', '3'], // Arabic-Indic
    ['۸', '8'], // Extended Arabic-Indic (Persian)
    ['३', '3'], // Devanagari
    ['９', '9'], // full-width
    ['๕', '5'], // Thai
    ['𝟘', '0'], // mathematical double-struck, in a run of back-to-back digit blocks
    ['𝟡', '9'],
    ['𝟢', '0'], // the next block right after it
    ['a', undefined],
    ['+', undefined],
    ['²', undefined], // superscripts are not decimal digits
  ])('%s → %s', (char, expected) => {
    expect(asciiDigit(char)).toBe(expected);
  });

  it('reads every \\p{Nd} character as the digit its Unicode name says, checked against parseInt on ASCII positions', () => {
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

it('knows plus signs', () => {
  expect(['+', '＋', '﹢'].every(isPlusSign)).toBe(true);
  expect(isPlusSign('-')).toBe(false);
});

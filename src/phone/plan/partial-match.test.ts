import fc from 'fast-check';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { planOf } from './numbering-plan';
import { patternMatch } from './partial-match';
import { completionsOfAll } from './partial-match-product';

describe('patternMatch tells whether typed digits can still match a pattern', () => {
  it.each([
    ['\\d{3}', '', 'prefix'],
    ['\\d{3}', '12', 'prefix'],
    ['\\d{3}', '123', 'full'],
    ['\\d{3}', '1234', 'none'],
    ['\\d{2,4}', '123', 'full'],
    ['[2-9]\\d{2}', '1', 'none'],
    ['[2-9]\\d{2}', '2', 'prefix'],
    ['[13-5]0', '30', 'full'],
    ['[^1]', '1', 'none'],
    ['(?:20|7\\d)\\d', '21', 'none'],
    ['(?:20|7\\d)\\d', '79', 'prefix'],
    ['(\\d)?5', '5', 'full'],
    ['(\\d)?5', '15', 'full'],
    ['1(?:2|34)?', '13', 'prefix'],
    ['1\\d*', '1999', 'full'],
    ['1\\d+', '1', 'prefix'],
    ['1\\d{2,}', '12345', 'full'],
    // Jersey's mobile pattern
    ['7(?:(?:(?:50|82)9|937)\\d|7(?:00[378]|97\\d))\\d{5}', '7797', 'prefix'],
    ['7(?:(?:(?:50|82)9|937)\\d|7(?:00[378]|97\\d))\\d{5}', '7797900123', 'full'],
    ['7(?:(?:(?:50|82)9|937)\\d|7(?:00[378]|97\\d))\\d{5}', '20', 'none'],
  ] as const)('%s against %j → %s', (pattern, digits, expected) => {
    expect(patternMatch(pattern, digits)).toBe(expected);
  });

  it('rules out anything but ASCII digits', () => {
    expect(patternMatch('\\d+', '1a')).toBe('none');
  });

  it('rules nothing out for a construct it does not know (the metadata uses none)', () => {
    expect(patternMatch('\\w+', '1')).toBe('prefix');
    expect(patternMatch('(1', '1')).toBe('prefix');
  });
});

// Every pattern the small metadata has: general and per-type, of every country.
const patterns = [
  ...new Set(
    Object.keys(examples).flatMap((country) => {
      const plan = planOf(country);
      return plan ? [plan.generalPattern, ...plan.typePatterns] : [];
    }),
  ),
];

describe('patternMatch agrees with the regex engine on every metadata pattern', () => {
  it('says full exactly when the whole-string regex matches', () => {
    fc.assert(
      fc.property(fc.constantFrom(...patterns), fc.stringMatching(/^\d{0,13}$/), (pattern, digits) => {
        expect(patternMatch(pattern, digits) === 'full').toBe(new RegExp(`^(?:${pattern})$`).test(digits));
      }),
      { numRuns: 600 },
    );
  });

  it('never rules out the start of a number the regex accepts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.stringMatching(/^\d{4,13}$/),
        fc.nat(13),
        (pattern, digits, cut) => {
          fc.pre(new RegExp(`^(?:${pattern})$`).test(digits));
          expect(patternMatch(pattern, digits.slice(0, cut))).not.toBe('none');
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each(Object.entries(examples))(
    'every start of %s’s example %s can still match its general pattern',
    (country, example) => {
      const general = planOf(country)?.generalPattern ?? '';
      // Shorter starts may be whole numbers already where the plan has several lengths (AT, DE …).
      for (let i = 0; i < example.length; i++)
        expect(patternMatch(general, example.slice(0, i))).not.toBe('none');
      expect(patternMatch(general, example)).toBe('full');
    },
  );
});

describe('completionsOfAll tells how many more digits can match several patterns at once', () => {
  it.each([
    [['\\d{3}'], '1', 0b100],
    [['\\d{3}'], '123', 0b1],
    [['\\d{3}'], '1234', 0],
    [['\\d{7}|\\d{9,10}', '20\\d{8}'], '207946', 0b1_0000],
    [['\\d{2,4}', '1\\d*'], '1', 0b1110],
    [['[2-9]\\d{2}', '1\\d{2}'], '', 0],
    [['\\w+'], '12', 0x7fff_ffff],
  ] as const)('%j from %j → %i', (patterns, digits, mask) => {
    expect(completionsOfAll(patterns, digits)).toBe(mask);
  });

  it('agrees with the regex engine on every extension of up to 3 digits', () => {
    const pairs = Object.keys(examples).flatMap((country) => {
      const plan = planOf(country, maxMetadata);
      return plan ? plan.typePatterns.map((type) => [plan.generalPattern, type] as const) : [];
    });
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.stringMatching(/^\d{0,9}$/), (patterns, digits) => {
        const regexes = patterns.map((pattern) => new RegExp(`^(?:${pattern})$`));
        const mask = completionsOfAll(patterns, digits);
        for (let more = 0; more <= 3; more++) {
          const some = Array.from({ length: 10 ** more }, (_, i) =>
            more === 0 ? '' : String(i).padStart(more, '0'),
          ).some((extra) => regexes.every((regex) => regex.test(digits + extra)));
          expect(Boolean(mask & (1 << more))).toBe(some);
        }
      }),
      { numRuns: 150 },
    );
  });
});

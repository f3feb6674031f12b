import fc from 'fast-check';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it, vi } from 'vitest';
import { MIN_METADATA } from '../metadata/metadata';
import { completionLengths, digitsToGo } from './completion-lengths';
import * as product from './partial-match-product';
import { countriesOfCallingCode, planOf } from './numbering-plan';
import { runtimePlanOf } from '../metadata/internals';
import { numberType } from './number-type';
import { PATTERN_TYPES_AFTER_FIXED_LINE } from './number-types';

const NANP = countriesOfCallingCode('1', maxMetadata);
const UK = countriesOfCallingCode('44', maxMetadata);
const read = (national: string) => [{ national, owed: 0 }];

describe('digitsToGo promises a count only when every valid completion has it', () => {
  it.each([
    // London: the plan allows 7, 9 and 10 digits, but every number starting 20 7946 has 10.
    [UK, '207946', { min: 4, max: 4 }],
    [UK, '2079460', { min: 3, max: 3 }],
    [NANP, '201555012', { min: 1, max: 1 }],
    [['DE'], '301', { min: 2, max: 12 }],
    [['800'], '', { min: 8, max: 8 }],
  ] as const)('%j, %j → %j', (plans, national, expected) => {
    expect(digitsToGo(plans, read(national), maxMetadata)).toEqual(expected);
  });

  it('says none when no digits can make a valid number', () => {
    expect(digitsToGo(NANP, read('123456789'), maxMetadata)).toBeUndefined();
    expect(completionLengths(NANP, '0', maxMetadata)).toEqual([]);
  });

  it('joins the readings of the same digits, and counts digits owed before one', () => {
    expect(digitsToGo(['GB'], [...read('207946'), { national: '', owed: 2 }], maxMetadata)).toMatchObject({
      min: 4,
      max: 12,
    });
  });

  it('with the small metadata answers from the possible lengths', () => {
    expect(digitsToGo(['DE'], read('301'), MIN_METADATA)).toEqual({ min: 1, max: 12 });
  });
});

/** Every extension of `more` digits (10 ** more of them). */
const extensions = (more: number) =>
  Array.from({ length: 10 ** more }, (_, i) => String(i).padStart(more, '0'));

describe('completionLengths agrees with trying every extension (a valid number has a type)', () => {
  const starts = Object.entries(examples).flatMap(([country, example]) =>
    [2, 3, 4].map((cut) => [country, example.slice(0, -cut)] as const),
  );

  it('finds exactly the lengths up to 3 more digits at which some extension is valid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...starts), ([country, start]) => {
        const plans = countriesOfCallingCode(planOf(country, maxMetadata)?.callingCode ?? '', maxMetadata);
        const found = (completionLengths(plans, start, maxMetadata) ?? []).filter(
          (length) => length <= start.length + 3,
        );
        const brute = [1, 2, 3]
          .filter((more) =>
            extensions(more).some((extra) =>
              plans.some((plan) => numberType(plan, start + extra, maxMetadata) !== undefined),
            ),
          )
          .map((more) => start.length + more);
        expect(found).toEqual(brute);
      }),
      { numRuns: 120 },
    );
  });
});

describe('completionLengths runs no more automata than it needs', () => {
  const callsFor = (national: string): number => {
    const run = vi.spyOn(product, 'completionsOfAll');
    try {
      completionLengths(NANP, national, maxMetadata);
      return run.mock.calls.length;
    } finally {
      run.mockRestore();
    }
  };

  it('in +1, whose 25 plans’ types nearly all say 10 digits, fewer automata than plans per key (it was all 130)', () => {
    for (const national of ['2', '201', '201555', '201555012']) {
      expect(completionLengths(NANP, national, maxMetadata)).toEqual([10]);
      expect(callsFor(national)).toBeGreaterThan(0);
      expect(callsFor(national)).toBeLessThan(NANP.length);
    }
  });

  it('rules a plan out by its general pattern before its types, where that cannot complete the digits (a list’s too-short rows)', () => {
    // No +1 number starts 333 1. Only the US and Canada have a general pattern that starts so ([2-9]\d{9}), so their
    // types run; every other plan is ruled out by one run. Every type of every plan ran before (over 130).
    const types = (plan: string) =>
      ['FIXED_LINE', ...PATTERN_TYPES_AFTER_FIXED_LINE].filter((type) =>
        runtimePlanOf(plan, maxMetadata)?.type(type)?.pattern(),
      ).length;
    expect(completionLengths(NANP, '333142542', maxMetadata)).toEqual([]);
    expect(callsFor('333142542')).toBeLessThanOrEqual(NANP.length + types('US') + types('CA'));
  });
});

import fc from 'fast-check';
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { checkLength } from './length-check';
import { MIN_METADATA } from '../metadata/metadata';
import { planOf } from './numbering-plan';

describe('checkLength', () => {
  it.each([
    ['301', [4, 5, 6], { reason: 'TOO_SHORT', extraDigits: undefined }],
    ['', [7, 9, 10], { reason: 'TOO_SHORT', extraDigits: undefined }],
    ['12345678', [7, 9, 10], { reason: 'INVALID_LENGTH', extraDigits: undefined }],
    ['1234567890123', [7, 9, 10], { reason: 'TOO_LONG', extraDigits: 3 }],
    ['1234567', [7, 9, 10], { reason: undefined, extraDigits: undefined }],
    ['123', [], { reason: undefined, extraDigits: undefined }],
  ] as const)('%j with lengths %j → %j', (national, lengths, expected) => {
    expect(checkLength(national, lengths)).toEqual(expected);
  });

  it('gives the reason validatePhoneNumberLength gives, for countries that have a calling code to themselves', () => {
    const single = Object.values(MIN_METADATA.country_calling_codes)
      .filter((c) => c.length === 1)
      .flat();
    fc.assert(
      fc.property(fc.constantFrom(...single), fc.stringMatching(/^[1-9]\d{1,17}$/), (country, national) => {
        const plan = planOf(country);
        const typed = `+${plan?.callingCode}${national}`;
        const libraryReason = validatePhoneNumberLength(typed, MIN_METADATA);
        // Some plans rewrite short local numbers into national ones (Norfolk Island: 10000 → 310000); compare like with like.
        fc.pre(
          libraryReason !== 'NOT_A_NUMBER' &&
            parsePhoneNumberFromString(typed, MIN_METADATA)?.nationalNumber === national,
        );
        expect(checkLength(national, plan?.possibleLengths ?? []).reason).toBe(libraryReason);
      }),
      { numRuns: 1000 },
    );
  });
});

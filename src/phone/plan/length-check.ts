/**
 * A national number's length against its plan's possible lengths — the check libphonenumber-js's
 * validatePhoneNumberLength makes, done here for the country the number was judged for (Jersey, not GB),
 * with how many digits are missing or extra.
 * checkLength('301', [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]) → { reason: 'TOO_SHORT', missingDigits: 1 }
 * checkLength('12345678', [7, 9, 10]) → { reason: 'INVALID_LENGTH', missingDigits: 1 }
 */
import type { ValidatePhoneNumberLengthResult } from 'libphonenumber-js/core';

export interface LengthCheck {
  /** undefined when the length is possible. */
  readonly reason:
    Extract<ValidatePhoneNumberLengthResult, 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH'> | undefined;
  /** Digits to add to reach the next possible length. */
  readonly missingDigits: number | undefined;
  /** Digits to remove to reach the longest possible length. */
  readonly extraDigits: number | undefined;
}

export function checkLength(national: string, possibleLengths: readonly number[]): LengthCheck {
  const length = national.length;
  const next = possibleLengths
    .filter((l) => l > length)
    .reduce<number | undefined>((a, l) => (a === undefined || l < a ? l : a), undefined);
  const longest = possibleLengths.length > 0 ? Math.max(...possibleLengths) : undefined;
  const missingDigits = next === undefined ? undefined : next - length;
  if (possibleLengths.length === 0 || possibleLengths.includes(length))
    return { reason: undefined, missingDigits: undefined, extraDigits: undefined };
  if (longest !== undefined && length > longest)
    return { reason: 'TOO_LONG', missingDigits: undefined, extraDigits: length - longest };
  if (length < Math.min(...possibleLengths))
    return { reason: 'TOO_SHORT', missingDigits, extraDigits: undefined };
  return { reason: 'INVALID_LENGTH', missingDigits, extraDigits: undefined };
}

export interface DigitsToGo {
  /** The fewest digits that can still make a valid number. */
  readonly min: number;
  /** The most; undefined when there is no known upper bound ("at least `min` more"). */
  readonly max: number | undefined;
  /** Every valid completion has exactly `min` more digits. */
  readonly exact: boolean;
}

/** The range of a set of "digits to go" counts; undefined when it is empty. */
export function rangeOf(counts: Iterable<number>): DigitsToGo | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const count of counts) {
    min = Math.min(min, count);
    max = Math.max(max, count);
  }
  if (min === Infinity) return undefined;
  return { min, max, exact: min === max };
}

/**
 * Length only (the small metadata): the possible lengths above the typed one. A count is exact only when one
 * possible length is left.  lengthsToGo([4, 5, 6], 3) → { min: 1, max: 3, exact: false }
 */
export function lengthsToGo(possibleLengths: readonly number[], typed: number): DigitsToGo | undefined {
  return rangeOf(possibleLengths.filter((length) => length > typed).map((length) => length - typed));
}

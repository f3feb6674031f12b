/**
 * A national number's length against its plan's possible lengths — the check libphonenumber-js's
 * validatePhoneNumberLength makes, done here for the country the number was judged for (Jersey, not GB),
 * with how many digits are missing or extra.
 * checkLength('301', [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]) → { reason: 'TOO_SHORT' }
 * checkLength('12345678', [7, 9, 10]) → { reason: 'INVALID_LENGTH' }
 */
import type { ValidatePhoneNumberLengthResult } from 'libphonenumber-js/core';

export interface LengthCheck {
  /** undefined when the length is possible. */
  readonly reason:
    Extract<ValidatePhoneNumberLengthResult, 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH'> | undefined;
  /** Digits to remove to reach the longest possible length. */
  readonly extraDigits: number | undefined;
}

export function checkLength(national: string, possibleLengths: readonly number[]): LengthCheck {
  const length = national.length;
  const longest = possibleLengths.length > 0 ? Math.max(...possibleLengths) : undefined;
  if (possibleLengths.length === 0 || possibleLengths.includes(length))
    return { reason: undefined, extraDigits: undefined };
  if (longest !== undefined && length > longest) return { reason: 'TOO_LONG', extraDigits: length - longest };
  if (length < Math.min(...possibleLengths)) return { reason: 'TOO_SHORT', extraDigits: undefined };
  return { reason: 'INVALID_LENGTH', extraDigits: undefined };
}

export interface DigitsToGo {
  /** The fewest digits that can still make a valid number. */
  readonly min: number;
  /** The most; undefined when there is no known upper bound ("at least `min` more"). */
  readonly max: number | undefined;
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
  return { min, max };
}

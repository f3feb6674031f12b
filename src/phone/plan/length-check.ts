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

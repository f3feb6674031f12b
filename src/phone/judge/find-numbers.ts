/**
 * Every number in a text, as libphonenumber-js's findPhoneNumbersInText finds them (whole valid numbers only: not
 * the digits of dates, times, versions, IDs or tracking codes), each judged alone by the one judgement.
 *   findNumbers('Office +44 20 7946 0958, mobile 07400 123456', { defaultCountry: 'GB', rules })
 *     → [{ startsAt: 7, endsAt: 23, verdict: valid +442079460958 }, { startsAt: 32, endsAt: 44, … }]
 * Digits of scripts libphonenumber-js does not read (Devanagari, Thai …) are read as digits first; positions are
 * those of the text given.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js/core';
import { libraryDigits } from '../read/library-reading';
import { judge, type CheckedContext, type Verdict } from './judgement';

export interface NumberInText {
  readonly startsAt: number;
  readonly endsAt: number;
  readonly verdict: Verdict;
}

export function findNumbers(text: string, context: CheckedContext): NumberInText[] {
  const converted = libraryDigits(text);
  const readable = converted?.text ?? text;
  const at = (index: number) => converted?.at[index] ?? index;
  const { defaultCountry } = context;
  return findPhoneNumbersInText(readable, { defaultCountry }, context.rules.metadata).map((found) => ({
    startsAt: at(found.startsAt),
    endsAt: at(found.endsAt),
    verdict: judge(readable.slice(found.startsAt, found.endsAt), context),
  }));
}

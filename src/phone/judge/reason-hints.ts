/**
 * What a person likely did, where the reason finds no number (rules.ts, ReasonHints):
 *   '555 0199' in the US        → areaCodeMissing: typed without '+' or the trunk prefix, at a length of the
 *                                 country's local numbers (dialled without the area code; Google's metadata)
 *   '0412 345 6789' in the AU   → extraDigits 1: not valid, but valid without its last digit (a mobile and a digit)
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { isLocalOnlyLength } from '../plan/local-only';
import { planOf } from '../plan/numbering-plan';
import { libraryReading } from '../read/library-reading';
import type { ReasonHints } from './rules';
import { validType } from './verdict';

export const reasonHints: ReasonHints = (reading, country, selected, rules, status) => {
  const digits = reading.typed.replace(/\D/g, '');
  const prefix = country && planOf(country, rules.metadata)?.nationalPrefix;
  if (
    country &&
    !reading.international &&
    !(prefix && digits.startsWith(prefix)) &&
    isLocalOnlyLength(country as CountryCode, reading.national.length)
  )
    return { areaCodeMissing: true };
  if (status !== 'invalid') return {};
  const shorter = libraryReading(reading.typed.replace(/\d(?=\D*$)/, ''), selected, rules.metadata);
  return shorter && validType(shorter, rules) !== undefined ? { extraDigits: 1 } : {};
};

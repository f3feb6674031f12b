/**
 * The verdicts on a number that is not valid: one libphonenumber-js reads, and digits it reads no number from yet.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { isNonGeographicCode, planOf } from '../plan/numbering-plan';
import { digitsAfterPrefix, leadingCallingCode } from '../read/international-prefix';
import type { PhoneNumber } from '../read/library-reading';
import type { PastedNumber } from '../read/normalise-pasted';
import type { NumberReading } from './number-reading';
import { callingCodeProblem, reasonOf } from './reason';
import { NO_NUMBER, notANumber, type JudgeContext, type Verdict } from './verdict';

/** A number libphonenumber-js reads but finds not valid, with the reason. */
export function invalidVerdict(
  number: PhoneNumber,
  written: Pick<PastedNumber, 'typed' | 'extension'> | undefined,
  country: CountryCode | undefined,
  context: JudgeContext,
): Verdict {
  const callingCode = number.countryCallingCode;
  // The digits as written, without an extension libphonenumber-js read where Telfield's reading did not ('- 6#').
  const extension = number.ext && written?.extension === undefined ? number.ext : '';
  const typed =
    written && written.typed.endsWith(extension)
      ? written.typed.slice(0, written.typed.length - extension.length)
      : `+${callingCode}${number.nationalNumber}`;
  const reading: NumberReading = {
    typed,
    callingCode,
    national: number.nationalNumber,
    country: number.country,
    nonGeographic: isNonGeographicCode(callingCode, context.rules.metadata),
    international: typed.startsWith('+') || digitsAfterPrefix(typed, country) !== typed.replace(/\D/g, ''),
  };
  return {
    ...NO_NUMBER,
    country: number.country,
    callingCode,
    national: number.nationalNumber,
    extension: number.ext,
    validation: reasonOf(reading, country, context),
    reading: 'libphonenumber-js',
  };
}

/**
 * Digits libphonenumber-js reads no number from yet ('+4', '+44 2', '0' in the UK): read as typed so far, for the
 * reason (too short, and by how much; a calling code that no country has).
 */
export function partialVerdict(
  typed: string,
  extension: string | undefined,
  country: CountryCode | undefined,
  context: JudgeContext,
): Verdict {
  const { rules } = context;
  const digits = typed.replace(/\D/g, '');
  const after = digitsAfterPrefix(typed, country);
  const international = typed.startsWith('+') || after !== digits;
  let callingCode: string | undefined;
  let national: string;
  if (international) {
    callingCode = leadingCallingCode(after, rules.metadata);
    if (callingCode === undefined)
      return { ...NO_NUMBER, extension, validation: callingCodeProblem(after, rules), reading: 'telfield' };
    national = after.slice(callingCode.length);
  } else if (country) {
    const plan = planOf(country, rules.metadata);
    callingCode = plan?.callingCode;
    const prefix = plan?.nationalPrefixForParsing?.exec(digits);
    national = prefix && prefix.length === 1 ? digits.slice(prefix[0].length) : digits;
  } else return { ...notANumber(rules, country), reading: 'telfield' };
  const reading: NumberReading = {
    typed,
    callingCode,
    national,
    country: undefined,
    nonGeographic: callingCode !== undefined && isNonGeographicCode(callingCode, rules.metadata),
    international,
  };
  return {
    ...NO_NUMBER,
    callingCode,
    national,
    extension,
    validation: reasonOf(reading, country, context),
    reading: 'telfield',
  };
}

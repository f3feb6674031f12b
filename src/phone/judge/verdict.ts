/**
 * The verdict's shape, and how a valid number and "no number" are written into it: what every reading of the one
 * judgement (judgement.ts) answers with.
 */
import type { CountryCode, PhoneNumberType } from 'libphonenumber-js/core';
import { isNonGeographicCode } from '../plan/numbering-plan';
import { numberType } from '../plan/number-type';
import type { PhoneNumber } from '../read/library-reading';
import type { Rules } from './rules';
import type { Validation } from './validation';

export interface JudgeContext {
  /**
   * The country a number written without '+' is read in (the field's pick, a list's default or row country). Any
   * string: the judgement reads a code it does not know as none, so a server hands on what a form sent unchecked.
   */
  readonly defaultCountry?: CountryCode | (string & {}) | undefined;
  readonly rules: Rules;
  /** Only numbers of these countries are accepted (a field's `countries`); undefined: any. Unknown codes match none. */
  readonly countries?: readonly string[] | undefined;
  /** How many countries `validIn` names at most (a list needs a few, a person all); default: all. */
  readonly validInLimit?: number | undefined;
}

/** A context whose default country is a known code: for readers that hand it to libphonenumber-js themselves. */
export type CheckedContext = JudgeContext & { readonly defaultCountry?: CountryCode | undefined };

export interface Verdict {
  /** A whole valid number by the rules given (exactly, with the full rules). */
  readonly valid: boolean;
  /** '+442079460958' when valid, never with the extension. */
  readonly e164: string | undefined;
  /** The number's country as libphonenumber-js gives it (valid or not); undefined for +800 and the like, or none. */
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  /** The national significant number read, when a number was read. */
  readonly national: string | undefined;
  readonly type: PhoneNumberType | undefined;
  readonly extension: string | undefined;
  /** The same answer, with its reason, as data for words. */
  readonly validation: Validation;
  /** Whose reading this is: libphonenumber-js's own, or one of Telfield's documented differences. */
  readonly reading: 'libphonenumber-js' | 'telfield';
}

export const NO_NUMBER = {
  valid: false,
  e164: undefined,
  country: undefined,
  callingCode: undefined,
  national: undefined,
  type: undefined,
  extension: undefined,
} as const;

/**
 * The number's type when it is valid ('' for a valid number of no known type: the small rules), else undefined.
 * Strictly, libphonenumber-js's isValid() is "has a type" in the plan of its country (or calling code).
 */
export function validType(number: PhoneNumber, rules: Rules): PhoneNumberType | '' | undefined {
  if (!rules.strict) return number.isValid() ? '' : undefined;
  return numberType(number.country ?? number.countryCallingCode, number.nationalNumber, rules.metadata);
}

export function fromLibrary(
  number: PhoneNumber,
  type: PhoneNumberType | '',
  rules: Rules,
  reading: Verdict['reading'],
): Verdict {
  return validVerdict(
    number.countryCallingCode,
    number.nationalNumber,
    number.country,
    type || undefined,
    number.ext,
    reading,
    rules,
  );
}

export function validVerdict(
  callingCode: string,
  national: string,
  country: CountryCode | undefined,
  type: PhoneNumberType | undefined,
  extension: string | undefined,
  reading: Verdict['reading'],
  rules: Rules,
): Verdict {
  const nonGeographic = isNonGeographicCode(callingCode, rules.metadata);
  return {
    valid: true,
    e164: `+${callingCode}${national}`,
    country,
    callingCode,
    national,
    type,
    extension,
    validation: { status: 'valid', country, callingCode, nonGeographic, strict: rules.strict, type },
    reading,
  };
}

export function notANumber(rules: Rules, country: CountryCode | undefined): Verdict {
  return {
    ...NO_NUMBER,
    validation: { status: 'not-a-number', strict: rules.strict, needsCountry: country === undefined },
    reading: 'libphonenumber-js',
  };
}

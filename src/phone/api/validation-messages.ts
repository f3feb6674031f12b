/**
 * The words for a verdict, as data: one function or string per reason, in a UI language. English comes with
 * telfield/phone (for a server's error message) and telfield/headless; the field's other languages extend these.
 *   describeValidation(validatePhone('0301', { defaultCountry: 'DE' }))
 *     === 'Too short for Germany: 2 to 12 more digits expected.'
 */
import type { CountryCode } from 'libphonenumber-js/core';
import type { MissingDigits, Validation } from '../judge/validation';

export interface ValidationMessages {
  /** Stands for "no country" (numbers like +800 belong to none). */
  readonly international: string;
  readonly required: string;
  /**
   * Incomplete. `missing`: how many more digits can make it valid, min to max (max undefined: "at least"); an exact
   * count only when min === max. undefined: no count.
   */
  readonly tooShort: (where: string, missing: MissingDigits | undefined) => string;
  readonly tooLong: (where: string, extra: number | undefined) => string;
  readonly invalidLength: (where: string) => string;
  /** A valid number of a country the field does not take (its `countries`). */
  readonly notAccepted: (where: string) => string;
  /** An extension longer than `limit` digits: shown whole, never cut. */
  readonly extensionTooLong: (limit: number) => string;
  readonly unknownCallingCode: (code: string) => string;
  readonly notANumber: string;
  readonly invalid: (where: string) => string;
  /**
   * A local number, typed without its area code (555 0199 in the US). Optional, so messages written before it keep
   * working: without it, the reason's own words are said.
   */
  readonly addAreaCode?: (where: string) => string;
}

const digits = (count: number) => (count === 1 ? 'digit' : 'digits');

export const ENGLISH_VALIDATION_MESSAGES: ValidationMessages = {
  international: 'International',
  required: 'Enter a phone number.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Too short for ${where}.`
      : missing.max === undefined
        ? `Too short for ${where}: at least ${missing.min} more ${digits(missing.min)} expected.`
        : missing.min === missing.max
          ? `Too short for ${where}: ${missing.min} more ${digits(missing.min)} expected.`
          : `Too short for ${where}: ${missing.min} to ${missing.max} more digits expected.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Too long for ${where}.`
      : `Too long for ${where}: ${extra} ${digits(extra)} too many.`,
  invalidLength: (where) => `This length is not used in ${where}.`,
  notAccepted: (where) => `A number in ${where} is not accepted here.`,
  extensionTooLong: (limit) => `The extension is too long: at most ${limit} digits.`,
  unknownCallingCode: (code) => `No country uses the calling code +${code}.`,
  notANumber: 'This is not a phone number.',
  invalid: (where) => `Not a valid number in ${where}.`,
  addAreaCode: (where) => `Add the area code: this is a local number in ${where}.`,
};

let englishNames: Intl.DisplayNames | undefined;

/** A country's English name ('DE' → 'Germany'), from the platform (Intl.DisplayNames). */
export function englishName(country: CountryCode): string {
  englishNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return englishNames.of(country) ?? country;
}

/**
 * Words for why a number is not valid ("Too short for Germany: 2 more digits expected."), or undefined when it is: a
 * validation known not to be valid (a ParsedPhone after `if (!phone.valid)`) always gets a string.
 * English by default; give another language's messages and country names to speak it.
 */
export function describeValidation(
  validation: Exclude<Validation, { readonly status: 'valid' }>,
  messages?: ValidationMessages,
  countryName?: (code: CountryCode) => string,
): string;
export function describeValidation(
  validation: Validation,
  messages?: ValidationMessages,
  countryName?: (code: CountryCode) => string,
): string | undefined;
export function describeValidation(
  validation: Validation,
  messages: ValidationMessages = ENGLISH_VALIDATION_MESSAGES,
  countryName: (code: CountryCode) => string = englishName,
): string | undefined {
  const where =
    'country' in validation && validation.country ? countryName(validation.country) : messages.international;
  if ('areaCodeMissing' in validation && messages.addAreaCode) return messages.addAreaCode(where);
  switch (validation.status) {
    case 'valid':
      return undefined;
    case 'empty':
      return messages.required;
    case 'too-short':
      return messages.tooShort(where, validation.missing);
    case 'too-long':
      return messages.tooLong(where, validation.extraDigits);
    case 'invalid-length':
      return messages.invalidLength(where);
    case 'not-accepted':
      return messages.notAccepted(where);
    case 'extension-too-long':
      return messages.extensionTooLong(validation.limit);
    case 'unknown-calling-code':
      return messages.unknownCallingCode(validation.callingCode);
    case 'not-a-number':
      return messages.notANumber;
    case 'invalid':
      return validation.extraDigits
        ? messages.tooLong(where, validation.extraDigits)
        : messages.invalid(where);
  }
}

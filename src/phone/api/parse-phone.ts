/**
 * The field's judgement as plain functions, for a server re-validating what a form sent, or any script:
 * parsePhone('020 7946 0958 ext. 12', { defaultCountry: 'GB' })
 *   → { valid: true, e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', extension: '12',
 *       validation: { status: 'valid', … }, forms: { international: '+44 20 7946 0958 ext. 12', … } }
 * validatePhone('+44 20 7946', {}) → { status: 'too-short', country: 'GB', missing: { min: 4, max: 4 }, … }
 * Text is read as the field reads a paste (normalise-pasted.ts): '00' and '011' ways out, '(0)', tel: URIs,
 * full-width digits, an extension after the number.
 */
import type { CountryCode, PhoneNumberType } from 'libphonenumber-js/core';
import { outputForms, type OutputForms } from '../judge/output-forms';
import { validate, type Validation } from '../judge/validate';
import { isCountryCode } from '../plan/countries';
import { normalisePasted } from '../read/normalise-pasted';
import { FULL_METADATA } from './full-metadata';

export interface PhoneOptions {
  /** The country a number without '+' is read in (the country the form's field had selected). */
  readonly defaultCountry?: CountryCode | undefined;
}

export interface ParsedPhone {
  /** Whether the number is valid, by the full rules (patterns, not only lengths). */
  readonly valid: boolean;
  /** '+442079460958' when valid, never with the extension; undefined otherwise. */
  readonly e164: string | undefined;
  /** The same answer, with its reason, as the field shows; turn it into words as describe-validation does. */
  readonly validation: Validation;
  /** The number's country (Jersey for +44 7797 …); undefined for +800 and the like, or when not known. */
  readonly country: CountryCode | undefined;
  /** '44'; undefined when no calling code was read. */
  readonly callingCode: string | undefined;
  readonly type: PhoneNumberType | undefined;
  /** '12' for 'ext. 12'. */
  readonly extension: string | undefined;
  /** E.164, international, national and tel: forms, when valid. */
  readonly forms: OutputForms | undefined;
}

/** The country option, checked: anything but a known ISO code reads as none (a server gets strings from anywhere). */
export function countryOption(options: PhoneOptions | undefined): CountryCode | undefined {
  const country = options?.defaultCountry;
  return isCountryCode(country) ? country : undefined;
}

/** Reads one number from text (the first, when it holds several: see findPhones). Never throws. */
export function parsePhone(text: string, options?: PhoneOptions): ParsedPhone {
  const country = countryOption(options);
  const pasted = normalisePasted(typeof text === 'string' ? text : '', { country });
  return pasted.found
    ? judgeRead(pasted.typed, pasted.extension, country)
    : { ...NOTHING, extension: pasted.extension };
}

const NOTHING: ParsedPhone = {
  valid: false,
  e164: undefined,
  validation: { status: 'empty' },
  country: undefined,
  callingCode: undefined,
  type: undefined,
  extension: undefined,
  forms: undefined,
};

/** A number as the paste reader read it ('+' and digits, its extension), judged as the field judges it. */
export function judgeRead(
  typed: string,
  extension: string | undefined,
  country: CountryCode | undefined,
): ParsedPhone {
  const validation = validate(typed, country, FULL_METADATA, true);
  const forms =
    validation.status === 'valid' ? outputForms(typed, country, FULL_METADATA, extension) : undefined;
  return {
    valid: forms !== undefined,
    e164: forms?.e164,
    validation,
    country: 'country' in validation ? validation.country : undefined,
    callingCode: 'callingCode' in validation ? validation.callingCode : undefined,
    type: validation.status === 'valid' ? validation.type : undefined,
    extension,
    forms,
  };
}

/** The field's verdict on the text: `{ status: 'valid', … }` or why not ('too-short', 'invalid-for-country', …). */
export function validatePhone(text: string, options?: PhoneOptions): Validation {
  return parsePhone(text, options).validation;
}

/**
 * true when the value is a string holding a valid number. Takes `unknown`, so it serves as a schema check as it is:
 * z.string().refine((value) => isValidPhone(value)), or with a default country as the second argument.
 */
export function isValidPhone(value: unknown, options?: PhoneOptions): boolean {
  return typeof value === 'string' && parsePhone(value, options).valid;
}

export type PhoneForm = 'E.164' | 'INTERNATIONAL' | 'NATIONAL' | 'RFC3966';

/**
 * One written form of a valid number (with its extension, except in E.164); undefined when the text is not a
 * valid number. formatPhone('+442079460958', 'NATIONAL') === '020 7946 0958'
 */
export function formatPhone(text: string, form: PhoneForm, options?: PhoneOptions): string | undefined {
  const forms = parsePhone(text, options).forms;
  if (!forms) return undefined;
  switch (form) {
    case 'E.164':
      return forms.e164;
    case 'INTERNATIONAL':
      return forms.international;
    case 'NATIONAL':
      return forms.national;
    case 'RFC3966':
      return forms.rfc3966;
  }
}

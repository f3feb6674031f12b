/**
 * src/phone/api: the one judgement as plain functions, for a server re-validating what a form sent, or any script:
 * parsePhone('020 7946 0958 ext. 12', { defaultCountry: 'GB' })
 *   → { valid: true, e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', extension: '12',
 *       validation: { status: 'valid', … }, forms: { international: '+44 20 7946 0958 ext. 12', … } }
 * validatePhone('+44 20 7946', {}) → { status: 'too-short', country: 'GB', missing: { min: 4, max: 4 }, … }
 * The answer is libphonenumber-js max's for the same text and default country, apart from the differences in
 * docs/judgement.md ('00' and '011' read as the way out anywhere, phonewords, every script's digits …).
 */
import type { CountryCode, PhoneNumberType } from 'libphonenumber-js/core';
import { judge, type Verdict } from '../judge/judgement';
import { outputForms, type OutputForms } from '../judge/output-forms';
import type { Validation } from '../judge/validation';
import { isCountryCode } from '../plan/countries';
import { FULL_RULES } from './full-rules';

export interface PhoneOptions {
  /** The country a number without '+' is read in (the country the form's field had selected). */
  readonly defaultCountry?: CountryCode | undefined;
  /** Only numbers of these countries are valid (a field's `countries`); others are 'not-accepted'. */
  readonly countries?: readonly CountryCode[] | undefined;
}

export interface ParsedPhone {
  /** Whether the number is valid, by the full rules (patterns, not only lengths). */
  readonly valid: boolean;
  /** '+442079460958' when valid, never with the extension; undefined otherwise. */
  readonly e164: string | undefined;
  /** The same answer, with its reason, as the field shows; turn it into words with the messages (telfield/headless). */
  readonly validation: Validation;
  /** The number's country, as libphonenumber-js gives it (Jersey for +44 7797 …); undefined for +800 and the like. */
  readonly country: CountryCode | undefined;
  /** '44'; undefined when no calling code was read. */
  readonly callingCode: string | undefined;
  readonly type: PhoneNumberType | undefined;
  /** '12' for 'ext. 12'. */
  readonly extension: string | undefined;
  /** E.164, international, national and tel: forms, when valid (formatted when first read). */
  readonly forms: OutputForms | undefined;
  /** 'libphonenumber-js' where it reads the text so itself; 'telfield' for a documented difference. */
  readonly reading: Verdict['reading'];
}

/** The country option, checked: anything but a known ISO code reads as none (a server gets strings from anywhere). */
export function countryOption(options: PhoneOptions | undefined): CountryCode | undefined {
  const country = options?.defaultCountry;
  return isCountryCode(country) ? country : undefined;
}

/** A verdict as the API answers it; its written forms are made only when read (a list of a million needs none). */
export function parsedOf(verdict: Verdict): ParsedPhone {
  let forms: OutputForms | undefined | null = null;
  return {
    valid: verdict.valid,
    e164: verdict.e164,
    validation: verdict.validation,
    country: verdict.country,
    callingCode: verdict.callingCode,
    type: verdict.type,
    extension: verdict.extension,
    get forms() {
      if (forms === null) forms = outputForms(verdict, FULL_RULES.metadata);
      return forms;
    },
    reading: verdict.reading,
  };
}

/** Reads one number from text (the first, when it holds several: see findPhones). Never throws. */
export function parsePhone(text: string, options?: PhoneOptions): ParsedPhone {
  const countries = options?.countries?.filter(isCountryCode);
  return parsedOf(judge(text, { defaultCountry: countryOption(options), rules: FULL_RULES, countries }));
}

/** The verdict on the text: `{ status: 'valid', … }` or why not ('too-short', 'too-long', 'invalid', …). */
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

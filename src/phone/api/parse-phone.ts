/**
 * src/phone/api: the one judgement as plain functions, for a server re-validating what a form sent, or any script:
 * parsePhone('020 7946 0958 ext. 12', { defaultCountry: 'GB' })
 *   → { valid: true, e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', extension: '12',
 *       validation: { status: 'valid', … }, forms: { international: '+44 20 7946 0958 ext. 12', … } }
 * validatePhone('+44 20 7946', {}) → { status: 'too-short', country: 'GB', missing: { min: 4, max: 4 }, … }
 * The answer is libphonenumber-js max's for the same text and default country, apart from the differences in
 * docs/judgement.md ('00' and '011' read as an international prefix anywhere, phonewords, every script's digits …).
 */
import { judge, type JudgeContext } from '../judge/judgement';
import type { Rules } from '../judge/rules';
import type { Validation } from '../judge/validation';
import { parsedOf, type ParsedPhone } from './parsed-of';
import { FULL_RULES, personRules } from './full-rules';
import { countriesOption, type PhoneOptions } from './phone-options';

export type { ParsedPhone, PhoneOptions };

/** Reads one number from text (the first, when it holds several: see findPhones). Never throws. */
export function parsePhone(text: string, options?: PhoneOptions): ParsedPhone {
  return parsedOf(judge(text, judgeContext(options, personRules())), FULL_RULES.metadata);
}

/** The options as given: the judgement reads them (an unknown country as none, a list that is no list as none). */
function judgeContext(options: PhoneOptions | undefined, rules: Rules): JudgeContext {
  return { defaultCountry: options?.defaultCountry, rules, countries: countriesOption(options) };
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
  // Judged without the hints (personRules): they add words to a verdict, never change whether it is valid.
  return typeof value === 'string' && judge(value, judgeContext(options, FULL_RULES)).valid;
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

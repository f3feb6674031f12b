/** The one judgement's verdict as telfield/phone answers it (parsePhone, findPhones, parsePhoneAsync). */
import type { PhoneNumberType } from 'libphonenumber-js/core';
import type { Verdict } from '../judge/judgement';
import { outputForms, type OutputForms } from '../judge/output-forms';
import type { Validation } from '../judge/validation';
import type { CountryCode } from '../plan/countries';
import type { MetadataJson } from '../metadata/metadata';

/** What every answer has, valid or not. */
interface ParsedPhoneFacts {
  /** The same answer, with its reason, as the field shows; turn it into words with the messages (telfield/headless). */
  readonly validation: Validation;
  /** The number's country, as libphonenumber-js gives it (Jersey for +44 7797 …); undefined for +800 and the like. */
  readonly country: CountryCode | undefined;
  /** '44'; undefined when no calling code was read. */
  readonly callingCode: string | undefined;
  readonly type: PhoneNumberType | undefined;
  /** '12' for 'ext. 12'. */
  readonly extension: string | undefined;
  /** 'libphonenumber-js' where it reads the text so itself; 'telfield' for a documented difference. */
  readonly reading: Verdict['reading'];
}

/** A valid number, by the full rules (patterns, not only lengths): its E.164 and written forms are there. */
export interface ValidParsedPhone extends ParsedPhoneFacts {
  readonly valid: true;
  readonly validation: Extract<Validation, { readonly status: 'valid' }>;
  /** '+442079460958', never with the extension. */
  readonly e164: string;
  /** E.164, international, national and tel: forms (formatted when first read). */
  readonly forms: OutputForms;
}

/** Anything else: `validation` says why; no E.164 and no forms. */
export interface InvalidParsedPhone extends ParsedPhoneFacts {
  readonly valid: false;
  /** Never 'valid': describeValidation gives it words (a string, not undefined). */
  readonly validation: Exclude<Validation, { readonly status: 'valid' }>;
  readonly e164: undefined;
  readonly forms: undefined;
}

/** parsePhone's answer, narrowed by `valid`: after `if (parsed.valid)`, `e164` and `forms` are defined. */
export type ParsedPhone = ValidParsedPhone | InvalidParsedPhone;

/** A verdict as the API answers it; its written forms are made only when read (a list of a million needs none). */
export function parsedOf(verdict: Verdict, metadata: MetadataJson): ParsedPhone {
  let forms: OutputForms | undefined | null = null;
  // The union holds by the judgement's rule: a valid verdict has its E.164 and national number, so its forms exist,
  // and any other has neither (phone-api.test.ts checks both over the corpus).
  return {
    valid: verdict.valid,
    e164: verdict.e164,
    validation: verdict.validation,
    country: verdict.country,
    callingCode: verdict.callingCode,
    type: verdict.type,
    extension: verdict.extension,
    get forms() {
      if (forms === null) forms = outputForms(verdict, metadata);
      return forms;
    },
    reading: verdict.reading,
  } as ParsedPhone;
}

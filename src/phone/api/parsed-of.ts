/** The one judgement's verdict as telfield/phone answers it (parsePhone, findPhones, parsePhoneAsync). */
import type { PhoneNumberType } from 'libphonenumber-js/core';
import type { Verdict } from '../judge/judgement';
import { outputForms, type OutputForms } from '../judge/output-forms';
import type { Validation } from '../judge/validation';
import type { CountryCode } from '../plan/countries';
import type { MetadataJson } from '../metadata/metadata';

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

/** A verdict as the API answers it; its written forms are made only when read (a list of a million needs none). */
export function parsedOf(verdict: Verdict, metadata: MetadataJson): ParsedPhone {
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
      if (forms === null) forms = outputForms(verdict, metadata);
      return forms;
    },
    reading: verdict.reading,
  };
}

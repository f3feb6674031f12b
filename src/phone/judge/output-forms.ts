/**
 * Every written form of a valid number, for the form value and for display, in its own country's formats (Jersey's,
 * not the United Kingdom's, for +44 7797 …).
 * outputForms(judge('020 7946 0958 x12', { defaultCountry: 'GB', rules }), max) → { e164: '+442079460958',
 *   international: '+44 20 7946 0958 ext. 12', national: '020 7946 0958 ext. 12', rfc3966: 'tel:+442079460958;ext=12', … }
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { phoneNumberIn } from '../metadata/internals';
import type { MetadataJson } from '../metadata/metadata';
import { leadingCallingCode } from '../read/international-prefix';
import type { Verdict } from './judgement';

export interface OutputForms {
  /** '+442079460958' — never with the extension. */
  readonly e164: string;
  /** '+44 20 7946 0958' (with the extension as the country writes it: ' x12', ' ext. 12') */
  readonly international: string;
  /** '020 7946 0958' (with the extension) */
  readonly national: string;
  /** 'tel:+442079460958' (with ';ext=12'), as libphonenumber-js writes RFC 3966 */
  readonly rfc3966: string;
  readonly extension: string | undefined;
}

/** undefined unless the verdict is a valid number. */
export function outputForms(
  verdict: Pick<Verdict, 'valid' | 'callingCode' | 'national' | 'country' | 'extension'>,
  metadata: MetadataJson,
): OutputForms | undefined {
  const { callingCode, national } = verdict;
  if (!verdict.valid || !callingCode || !national) return undefined;
  const number = phoneNumberIn(verdict.country ?? callingCode, national, metadata);
  if (verdict.extension) number.setExt(verdict.extension);
  return {
    e164: number.number,
    international: number.formatInternational(),
    national: number.formatNational(),
    rfc3966: number.getURI(),
    extension: number.ext,
  };
}

/**
 * The forms of a number already judged valid, from its E.164 and its country (a list's results, formatted for the
 * table with the small metadata, which holds every country's formats): Guernsey's, for a Guernsey number.
 * formsOfValid('+447781123456', 'GG', min)?.international === '+44 7781 123456'
 */
export function formsOfValid(
  e164: string,
  country: CountryCode | undefined,
  metadata: MetadataJson,
): OutputForms | undefined {
  const digits = e164.slice(1);
  const callingCode = leadingCallingCode(digits, metadata);
  if (!e164.startsWith('+') || !callingCode) return undefined;
  const national = digits.slice(callingCode.length);
  return outputForms({ valid: true, callingCode, national, country, extension: undefined }, metadata);
}

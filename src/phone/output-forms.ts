import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import type { MetadataJson } from './metadata';

export interface OutputForms {
  /** '+442079460958' */
  readonly e164: string;
  /** '+44 20 7946 0958' (with ' ext. 12' when there is an extension) */
  readonly international: string;
  /** '020 7946 0958' */
  readonly national: string;
  /** 'tel:+44-20-7946-0958' (with ';ext=12') */
  readonly rfc3966: string;
  readonly extension: string | undefined;
}

/** Every written form of a valid number; undefined when it is not valid under the given metadata. */
export function outputForms(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
  extension?: string,
): OutputForms | undefined {
  const asYouType = new AsYouType(selected, metadata);
  asYouType.input(typed);
  const value = asYouType.getNumberValue();
  if (!value) return undefined;
  const number = parsePhoneNumberFromString(extension ? `${value} ext. ${extension}` : value, metadata);
  if (!number?.isPossible()) return undefined;
  return {
    e164: number.number,
    international: number.formatInternational(),
    national: number.formatNational(),
    rfc3966: number.getURI(),
    extension: number.ext,
  };
}

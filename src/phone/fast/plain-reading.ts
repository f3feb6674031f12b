/**
 * A number read without AsYouType or parse, where nothing about it is ambiguous: '+' and digits starting with a
 * known calling code, or a country's national digits with no international prefix, no calling code and no national
 * prefix that parsing could strip in front. Anything else is left to libphonenumber-js (undefined).
 * plainReading('+447400123456', undefined, max) → { callingCode: '44', national: '7400123456', international: true }
 * plainReading('2015550123', 'US', max)         → { callingCode: '1', national: '2015550123', international: false }
 * plainReading('07400123456', 'GB', max)        → undefined (a trunk prefix: libphonenumber-js decides)
 * A list cleaner reads most of its cells this way; the tests compare it with AsYouType and parse on every country.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { leadingCallingCode } from '../read/international-prefix';
import type { MetadataJson } from '../metadata/metadata';
import { planOf } from '../plan/numbering-plan';

export interface PlainReading {
  readonly callingCode: string;
  /** The national significant digits: everything after the calling code (international) or all of them. */
  readonly national: string;
  readonly international: boolean;
}

export function plainReading(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): PlainReading | undefined {
  const international = typed.startsWith('+');
  const digits = international ? typed.slice(1) : typed;
  if (!/^\d+$/.test(digits)) return undefined;
  let callingCode: string | undefined;
  if (international) callingCode = leadingCallingCode(digits, metadata);
  else if (selected) {
    // The plan's own record (getCountryCallingCode builds a Metadata object on every call).
    const plan = planOf(selected, metadata);
    callingCode = plan?.callingCode;
    // National digits that start like a calling code, the country's international prefix or '00' (read as '+' where the
    // country does not dial 00 abroad, typed-as-you-type.ts) may be either: the full reading decides.
    if (
      !callingCode ||
      digits.startsWith(callingCode) ||
      digits.startsWith('00') ||
      plan?.leadingInternationalPrefix?.test(digits)
    )
      return undefined;
  }
  if (!callingCode) return undefined;
  const national = international ? digits.slice(callingCode.length) : digits;
  if (national.length < 2 || national.length > 17) return undefined;
  const match = planOf(
    (international ? undefined : selected) ?? callingCode,
    metadata,
  )?.nationalPrefixForParsing?.exec(national);
  if (match && (match[0] !== '' || match.length > 1)) return undefined;
  return { callingCode, national, international };
}

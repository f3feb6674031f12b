/**
 * src/phone/fast: the one judgement's fast path, fenced in a folder of its own because its contract is a test, not a
 * reading of libphonenumber-js's code: fast-reading.test.ts (every country's numbers, several spellings, many picks)
 * and conformance/judgement-differential.test.ts (the whole corpus) hold it equal to libphonenumber-js max wherever it
 * answers. It may import read/ and country/; judge/ alone uses it.
 *
 * The fast path: a text that is just a number ('+44 20 7946 0958', '(201) 555-0123'), read exactly
 * as libphonenumber-js max reads it, without its parse. Most of a list's cells are such; parse builds a Metadata
 * object, tries every country of a shared code and compiles each type's pattern on every call.
 *   fastReading('+44 7797 900123', 'US', max) → { callingCode: '44', national: '7797900123', country: 'JE', type: 'MOBILE' }
 *   fastReading('07400 123456', 'GB', max)    → { …, country: 'GB', type: 'MOBILE' } (the trunk prefix plainly stripped)
 *   fastReading('07700 900123', 'GB', max)    → undefined (valid nowhere: the full path says why)
 * Only whole valid numbers are answered; anything else goes to libphonenumber-js.
 */
import type { CountryCode, NumberType } from 'libphonenumber-js/core';
import { wholeNumberClaim } from '../country/resolve-country';
import type { MetadataJson } from '../metadata/metadata';
import { plainReading } from './plain-reading';
import { trunkPrefixedReading } from './trunk-prefixed-reading';

export interface FastReading {
  readonly callingCode: string;
  readonly national: string;
  readonly country: CountryCode;
  readonly type: Exclude<NumberType, undefined>;
}

// Just a number: an optional '+' (or '(+44)'), digits and the usual separators, no '(0)', no '00' prefix, no
// extension, no text.
const PLAIN_NUMBER = /^ *(?:\(\+|\+?\(?)\d[\d ().-]*\d\)? *$/;
const PLUS_FIRST = /^ *\(?\+/;

/** The '+' and digits of a text that is just a number; undefined for anything else. */
export function plainTyped(text: string): string | undefined {
  if (text.length > 64 || !PLAIN_NUMBER.test(text) || text.includes('(0')) return undefined;
  const digits = text.replace(/\D/g, '');
  const plus = PLUS_FIRST.test(text);
  if (!plus && digits.startsWith('00')) return undefined;
  return plus ? `+${digits}` : digits;
}

/** A whole valid number read without parse, or undefined (then libphonenumber-js reads it). */
export function fastReading(
  text: string,
  defaultCountry: CountryCode | undefined,
  metadata: MetadataJson,
): FastReading | undefined {
  const typed = plainTyped(text);
  if (typed === undefined) return undefined;
  const international = typed.startsWith('+');
  if (!international && !defaultCountry) return undefined;
  // '1 212 …' in the US, '020 …' in the UK: a trunk prefix that parse could but strip.
  const reading =
    plainReading(typed, defaultCountry, metadata) ??
    (international || !defaultCountry ? undefined : trunkPrefixedReading(typed, defaultCountry, metadata));
  // Non-geographic codes (+800 …) belong to no country: parse reads those.
  if (!reading || !metadata.country_calling_codes[reading.callingCode]) return undefined;
  const claim = wholeNumberClaim(reading.callingCode, reading.national, metadata);
  return (
    claim?.type && {
      callingCode: reading.callingCode,
      national: reading.national,
      country: claim.country,
      type: claim.type,
    }
  );
}

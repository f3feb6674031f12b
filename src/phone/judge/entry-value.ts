import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA } from '../metadata/metadata';
import { resolveCountry } from '../country/resolve-country';
import { typedAsYouType } from '../read/typed-as-you-type';

/**
 * The E.164 value of what is typed so far, partial while incomplete, so a controlled field round-trips.
 * entryValue('201', 'US') === '+1201'; entryValue('', 'US') === undefined
 */
export function entryValue(typed: string, selected: CountryCode | undefined): string | undefined {
  return typedAsYouType(typed, selected).asYouType.getNumberValue();
}

/**
 * What to put in the field for an E.164 value given from outside: the national digits when the number
 * has a country (so it shows as that country formats it), else the international digits.
 * typedFromValue('+442079460958') → { typed: '02079460958', country: 'GB' }
 */
export function typedFromValue(
  value: string,
  preferred: CountryCode | undefined,
): { typed: string; country: CountryCode | undefined } {
  const international = '+' + value.replace(/\D/g, '');
  if (international === '+') return { typed: '', country: preferred };
  const parsed = parsePhoneNumberFromString(international, MIN_METADATA);
  const country = parsed?.country;
  if (!parsed || !country || !parsed.isPossible()) return { typed: international, country: preferred };
  // The same rules as typing: keep the user's country when the number fits it (Jersey stays Jersey for +44 7797 …).
  const resolved = resolveCountry(
    {
      callingCode: parsed.countryCallingCode,
      national: parsed.nationalNumber,
      selected: preferred,
      international: true,
    },
    MIN_METADATA,
  );
  return { typed: parsed.formatNational().replace(/[^\d+]/g, ''), country: resolved.country ?? country };
}

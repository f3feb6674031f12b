import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA } from '../metadata/metadata';
import { resolveCountry } from '../country/resolve-country';
import { normalisePasted } from '../read/normalise-pasted';
import { typedAsYouType } from '../read/typed-as-you-type';
import { isPlusSign } from '../read/unicode-digits';

/**
 * The E.164 value of what is typed so far, partial while incomplete, so a controlled field round-trips.
 * entryValue('201', 'US') === '+1201'; entryValue('', 'US') === undefined
 */
export function entryValue(typed: string, selected: CountryCode | undefined): string | undefined {
  return typedAsYouType(typed, selected).asYouType.getNumberValue();
}

const E164 = /^\+[1-9]\d{1,14}$/;

/** Whether a value is E.164 ('+' and up to 15 ASCII digits, no leading 0): isE164('+442079460958') === true. */
export function isE164(value: string): boolean {
  return E164.test(value);
}

/**
 * What to put in the field for a value given from outside. An international value ('+…') shows as its country
 * formats it: the national digits when the number has a country, else the international digits.
 * typedFromValue('+442079460958') → { typed: '02079460958', country: 'GB' }
 * Any other value is read as the user would have typed it in the given country (other scripts' digits, 00 and the
 * country's own international prefix included): typedFromValue('07947123123', 'GB') → { typed: '07947123123', country: 'GB' }
 * (not '+07947123123'); typedFromValue('0044 20 7946 0958', 'US') → { typed: '02079460958', country: 'GB' }.
 */
export function typedFromValue(
  value: string,
  preferred: CountryCode | undefined,
): { typed: string; country: CountryCode | undefined } {
  const trimmed = value.trimStart();
  if (trimmed === '' || isPlusSign(trimmed.charAt(0))) return fromInternational(value, preferred);
  const { typed } = normalisePasted(value, { country: preferred });
  if (typed.startsWith('+')) return fromInternational(typed, preferred);
  const reading = typedAsYouType(typed, preferred);
  // Dialled abroad with an international prefix (011 44 … in the US): shown as the number it dials.
  const dialled = reading.international ? reading.asYouType.getNumberValue() : undefined;
  if (dialled) return fromInternational(dialled, preferred);
  const { callingCode, national, international } = reading;
  const resolved = resolveCountry(
    { callingCode, national, selected: preferred, international },
    MIN_METADATA,
  );
  return { typed, country: resolved.country ?? preferred };
}

function fromInternational(
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

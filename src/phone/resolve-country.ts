/**
 * Which country a number belongs to while it is typed, for calling codes shared by several countries.
 * Worked example, +44 (GB, GG, IM, JE):
 *   '+44 7797' with GB picked → JE as soon as Jersey's leading digits match (GB cannot have them);
 *   '+44 20'   with JE picked → JE still: undecided, and the user's pick is a candidate;
 *   '+44 2079460958' with JE picked → GB: complete, valid only in GB.
 */
import { parsePhoneNumberFromString, type AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA, type MetadataJson } from './metadata';

/** The countries sharing a calling code, the main one first (metadata order). */
export function countriesOfCallingCode(callingCode: string, metadata: MetadataJson = MIN_METADATA): readonly string[] {
  return metadata.country_calling_codes[callingCode] ?? [];
}

/** Non-geographic codes (+800, +808, +870 …) have numbering plans of their own and no country. */
export function isNonGeographicCode(callingCode: string, metadata: MetadataJson = MIN_METADATA): boolean {
  const plans = (metadata as { nonGeographic?: Record<string, unknown> }).nonGeographic;
  return plans?.[callingCode] !== undefined;
}

export interface CountryResolution {
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  readonly international: boolean;
}

/** Resolves the country from an AsYouType that has been fed the typed characters. */
export function resolveFromAsYouType(asYouType: AsYouType, selected: CountryCode | undefined): CountryResolution {
  const international = asYouType.isInternational();
  const callingCode = asYouType.getCallingCode();
  if (international && !callingCode) return { country: undefined, callingCode: undefined, nonGeographic: false, international };
  const code = callingCode ?? (selected ? asYouType.getNumber()?.countryCallingCode : undefined);
  if (code && isNonGeographicCode(code)) return { country: undefined, callingCode: code, nonGeographic: true, international };
  const candidates = code ? countriesOfCallingCode(code) : selected ? [selected] : [];
  const userPick = selected && candidates.includes(selected) ? selected : undefined;
  const main = candidates[0] as CountryCode | undefined;

  const value = asYouType.getNumberValue();
  const parsed = value ? parsePhoneNumberFromString(value, MIN_METADATA) : undefined;
  const fitting = parsed?.getPossibleCountries() ?? [];
  let country: CountryCode | undefined;
  if (fitting.length > 0) {
    // Complete enough for the metadata to say where it fits: never override a pick that fits.
    country = userPick && fitting.includes(userPick) ? userPick : (parsed?.country ?? fitting[0]);
  } else {
    // Still undecided: leading digits may already tell (AsYouType knows them); else keep the pick, else the main country.
    const byLeadingDigits = international ? asYouType.getCountry() : undefined;
    country = byLeadingDigits && byLeadingDigits !== main ? byLeadingDigits : (userPick ?? byLeadingDigits ?? main);
  }
  return { country, callingCode: code, nonGeographic: false, international };
}

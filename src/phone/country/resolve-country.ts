/**
 * Which country a number belongs to while it is typed — the hard part being calling codes shared by several
 * countries (+1, +7, +44, +47, +61, +262, +290, +358, +590, +599 …). Everything comes from the metadata:
 * leading digits, and the general or per-type number patterns matched against the digits typed so far.
 *
 * Worked example, +44 (GB main; GG, IM, JE):
 *   '+44'             FR picked → GB   (undecided: the main country)         JE picked → JE (undecided: the pick)
 *   '+44 7624'        GB picked → IM   (the Isle of Man's leading digits)
 *   '+44 20'          JE picked → GB   (no Jersey number starts 20; only GB's patterns still fit)
 *   '+44 7797 900123' JE picked → JE   (the number fits the pick, so it stands)
 *   '+44 7797 900123' FR picked → JE   (complete: Jersey's mobile pattern, as libphonenumber-js decides)
 *   '+44 7924 123456' IM picked → IM   (an Isle of Man number that GB's ranges share: the pick stands)
 */
import type { AsYouType, CountryCode } from 'libphonenumber-js/core';
import { fitsCountry, identifyCountry, matchesLeadingDigits } from './country-fit';
import { MIN_METADATA } from '../metadata/metadata';
import { countriesOfCallingCode, isNonGeographicCode, leadingDigitsOwner, planOf } from '../plan/numbering-plan';

export interface CountryResolution {
  /** The country the number belongs to as far as the digits tell; undefined for non-geographic numbers. */
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  /** Typed with '+' or an international dialling prefix. */
  readonly international: boolean;
}

/**
 * Picks among the countries sharing a calling code, in this order:
 * 1. leading digits: another country's own leading digits win (US picked, +1 268 → AG); the main country's
 *    leading digits only mark its ranges, which its territories share, so a pick that still fits stands (AX picked, +358 4…);
 * 2. the pick, while the digits can still be one of its numbers;
 * 3. the only country whose patterns still fit (US picked, 438 → CA);
 * 4. the country libphonenumber-js identifies once the number is complete (JE for +44 7797 900123);
 * 5. still ambiguous: the pick, else the main country (first in the metadata).
 */
function pickSharedCountry(
  national: string,
  callingCode: string,
  candidates: readonly CountryCode[],
  selected: CountryCode | undefined,
): CountryCode | undefined {
  const main = candidates[0];
  const pick = selected !== undefined && candidates.includes(selected) ? selected : undefined;
  const fits = (country: CountryCode) => fitsCountry(national, country);

  if (pick && matchesLeadingDigits(national, pick)) return pick;
  const owner = leadingDigitsOwner(national, callingCode);
  if (owner !== undefined && owner !== main) return owner;
  if (owner !== undefined) return pick && fits(pick) ? pick : owner;

  if (pick && fits(pick)) return pick;
  const viable = candidates.filter(fits);
  if (viable.length === 1) return viable[0];
  return identifyCountry(national, candidates) ?? pick ?? main;
}

export interface ResolutionInput {
  /** The calling code typed (international) or the selected country's (national); undefined while unknown. */
  readonly callingCode: string | undefined;
  /** The national significant digits typed so far (no calling code, no trunk prefix). */
  readonly national: string;
  readonly selected: CountryCode | undefined;
  readonly international: boolean;
}

/** The country for a calling code and national digits; the selected country stands while no calling code is known. */
export function resolveCountry({ callingCode, national, selected, international }: ResolutionInput): CountryResolution {
  if (callingCode === undefined) return { country: selected, callingCode, nonGeographic: false, international };
  if (isNonGeographicCode(callingCode)) return { country: undefined, callingCode, nonGeographic: true, international };
  const candidates = countriesOfCallingCode(callingCode);
  if (candidates.length === 0) return { country: selected, callingCode: undefined, nonGeographic: false, international };
  const country = candidates.length === 1 ? candidates[0] : pickSharedCountry(national, callingCode, candidates, selected);
  return { country, callingCode, nonGeographic: false, international };
}

// getNationalNumber() exists on AsYouType but is missing from its type declarations.
type AsYouTypeWithNational = AsYouType & { getNationalNumber(): string };

/** Resolves the country from an AsYouType that has been fed the typed characters. */
export function resolveFromAsYouType(asYouType: AsYouType, selected: CountryCode | undefined): CountryResolution {
  const international = asYouType.isInternational();
  const callingCode = international ? asYouType.getCallingCode() : selected && planOf(selected, MIN_METADATA)?.callingCode;
  const national = (asYouType as AsYouTypeWithNational).getNationalNumber();
  return resolveCountry({ callingCode: callingCode || undefined, national, selected, international });
}

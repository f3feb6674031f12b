/**
 * Whether a typed number is valid, and if not, why — as data for a translated message.
 * validate('0301', 'DE', max, true) → { status: 'too-short', country: 'DE', missingDigits: 2, strict: true }
 * Strict answers (patterns, number type) need the full metadata; with the small one only the length is checked.
 */
import {
  AsYouType,
  getCountries,
  Metadata,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/core';
import type { MetadataJson } from './metadata';
import { isNonGeographicCode, resolveFromAsYouType } from './resolve-country';

interface Judged {
  /** The country the number was judged for; undefined for a non-geographic number. */
  readonly country: CountryCode | undefined;
  readonly strict: boolean;
}

export type Validation =
  | { readonly status: 'empty' }
  | (Judged & { readonly status: 'valid'; readonly nonGeographic: boolean; readonly type: NumberType | undefined })
  | (Judged & { readonly status: 'too-short'; readonly missingDigits: number | undefined })
  | (Judged & { readonly status: 'too-long'; readonly extraDigits: number | undefined })
  | (Judged & { readonly status: 'invalid-length' })
  | (Judged & { readonly status: 'invalid-for-country'; readonly validIn: readonly CountryCode[] })
  | (Judged & { readonly status: 'invalid' })
  | { readonly status: 'unknown-calling-code'; readonly callingCode: string; readonly strict: boolean }
  | { readonly status: 'not-a-number'; readonly strict: boolean };

export type ValidationStatus = Validation['status'];

/** The possible national lengths of a country's (or a non-geographic code's) numbering plan. */
function possibleLengths(metadata: MetadataJson, country: CountryCode | undefined, callingCode: string): number[] {
  const plan = new Metadata(metadata);
  if (country) plan.selectNumberingPlan(country);
  else plan.selectNumberingPlan(callingCode as CountryCode);
  return plan.numberingPlan?.possibleLengths() ?? [];
}

/** Countries where the same national digits make a valid number (for "not a number in X, but valid in Y"). */
function validElsewhere(nationalDigits: string, except: CountryCode | undefined, metadata: MetadataJson): CountryCode[] {
  const found: CountryCode[] = [];
  for (const country of getCountries(metadata)) {
    if (country === except) continue;
    if (parsePhoneNumberFromString(nationalDigits, country, metadata)?.isValid()) found.push(country);
    if (found.length === 3) break;
  }
  return found;
}

export function validate(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
  strict: boolean,
): Validation {
  if (!/\d/.test(typed)) return { status: 'empty' };
  const asYouType = new AsYouType(selected, metadata);
  asYouType.input(typed);
  const value = asYouType.getNumberValue();
  const { country, callingCode, nonGeographic, international } = resolveFromAsYouType(asYouType, selected);
  if (!value || (!callingCode && !asYouType.getNumber())) {
    if (international && callingCode) {
      return { status: 'too-short', country: nonGeographic ? undefined : country, missingDigits: undefined, strict };
    }
    if (international) return { status: 'unknown-calling-code', callingCode: typed.replace(/\D/g, '').slice(0, 3), strict };
    return { status: selected ? 'too-short' : 'not-a-number', country: selected, missingDigits: undefined, strict } as Validation;
  }
  const number = parsePhoneNumberFromString(value, metadata);
  const code = number?.countryCallingCode ?? callingCode ?? '';
  const judged = { country: nonGeographic || isNonGeographicCode(code, metadata) ? undefined : country, strict };
  if (!number) return code ? { status: 'too-short', ...judged, missingDigits: undefined } : { status: 'not-a-number', strict };

  const national = number.nationalNumber.length;
  const lengths = possibleLengths(metadata, judged.country, code);
  switch (validatePhoneNumberLength(value, metadata)) {
    case 'TOO_SHORT': {
      const next = lengths.find((l) => l > national);
      return { status: 'too-short', ...judged, missingDigits: next === undefined ? undefined : next - national };
    }
    case 'TOO_LONG': {
      const longest = lengths.length ? Math.max(...lengths) : undefined;
      return { status: 'too-long', ...judged, extraDigits: longest === undefined ? undefined : national - longest };
    }
    case 'INVALID_LENGTH':
      return { status: 'invalid-length', ...judged };
    case 'INVALID_COUNTRY':
      return { status: 'unknown-calling-code', callingCode: code, strict };
    case 'NOT_A_NUMBER':
      return { status: 'not-a-number', strict };
    default:
      break;
  }
  if (!strict) return { status: 'valid', ...judged, nonGeographic: judged.country === undefined, type: undefined };

  // With the full rules: valid for the judged country, or for the code's other countries, or somewhere else entirely.
  const forCountry = judged.country ? parsePhoneNumberFromString(value, judged.country, metadata) : number;
  if (forCountry?.isValid() && (!judged.country || forCountry.getPossibleCountries().includes(judged.country) || forCountry.country === judged.country)) {
    return { status: 'valid', ...judged, nonGeographic: judged.country === undefined, type: forCountry.getType() };
  }
  if (number.isValid()) {
    return { status: 'valid', ...judged, country: number.country, nonGeographic: !number.country, type: number.getType() };
  }
  const validIn = international ? [] : validElsewhere(typed.replace(/\D/g, ''), selected, metadata);
  return validIn.length > 0 ? { status: 'invalid-for-country', ...judged, validIn } : { status: 'invalid', ...judged };
}

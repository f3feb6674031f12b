/**
 * Whether a number is valid, and if not why, as data for a translated message (never words). The reason follows
 * the length first, as libphonenumber-js's validatePhoneNumberLength gives it:
 *   '+44 20 7946 095'           → too-short, missing { min: 1, max: 1 }
 *   '+44 20 7946 09581'         → too-long, extraDigits 1
 *   '020 7946 0958' in the US   → too-long, extraDigits 1, validIn ['GB'] (an addition: "did you mean …")
 *   '(555) 555-1234' in the US  → invalid (a possible length that no more digits make valid)
 *   '555 0199' in the US        → too-short, areaCodeMissing (a local number: "add the area code")
 *   '0412 345 6789' in the AU   → invalid, extraDigits 1 (0412 345 678 is a mobile)
 */
import type { CountryCode, PhoneNumberType } from 'libphonenumber-js/core';

export interface Judged {
  /** The country the reason speaks of: the number's, else the default country or the calling code's main one. */
  readonly country: CountryCode | undefined;
  /** undefined only while the calling code is still being typed ('+4'). */
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  /** Judged with the full rules (patterns and types) rather than the small ones (lengths and general patterns). */
  readonly strict: boolean;
}

/**
 * How many more digits can make the number valid: `min` to `max` (undefined: no upper bound known). min === max only
 * when every valid number starting with the typed digits has that length (with the small metadata: when one possible
 * length is left). undefined when the rules give no count.
 */
export interface MissingDigits {
  readonly min: number;
  readonly max: number | undefined;
}

/** Countries where the national digits are a whole valid number (ISO order; the view sorts them for a person). */
interface Elsewhere {
  readonly validIn: readonly CountryCode[];
}

/**
 * Typed without '+' or a trunk prefix, at the length of the country's local numbers (dialled without the area
 * code: 555 0199 in the US), where the reason finds no number: "add the area code" (reason-hints.ts). The field
 * says it in place of offering the countries in `validIn`: the person means a number of the picked country.
 */
interface Local {
  readonly areaCodeMissing?: true;
}

export type Validation =
  | { readonly status: 'empty' }
  | (Judged & { readonly status: 'valid'; readonly type: PhoneNumberType | undefined })
  /** Too short for any possible length, or a possible length that more digits can still make valid. */
  | (Judged &
      Elsewhere &
      Local & { readonly status: 'too-short'; readonly missing: MissingDigits | undefined })
  | (Judged & Elsewhere & { readonly status: 'too-long'; readonly extraDigits: number | undefined })
  /** Between two possible lengths (GB: 8 digits, where 7, 9 and 10 are possible). */
  | (Judged &
      Elsewhere &
      Local & { readonly status: 'invalid-length'; readonly missing: MissingDigits | undefined })
  /**
   * A possible length, but no number of the country, and no more digits can make it one. `extraDigits`: without its
   * last digit it is a valid number (a mobile typed one digit too long), so "too long" says more than "not valid".
   */
  | (Judged & Elsewhere & Local & { readonly status: 'invalid'; readonly extraDigits?: number })
  /** A valid number of a country the field does not accept (its `countries`): `country` is the number's. */
  | (Judged & { readonly status: 'not-accepted'; readonly type: PhoneNumberType | undefined })
  /** An extension longer than any number's extension can be (`limit` digits): nothing is cut, nothing is valid. */
  | {
      readonly status: 'extension-too-long';
      readonly limit: number;
      readonly length: number;
      readonly strict: boolean;
    }
  /** '+' (or an international prefix) then digits that no calling code starts with: `callingCode` is those digits. */
  | { readonly status: 'unknown-calling-code'; readonly callingCode: string; readonly strict: boolean }
  /** No number in the text, or digits without '+' and no country to read them for (`needsCountry`). */
  | { readonly status: 'not-a-number'; readonly strict: boolean; readonly needsCountry: boolean };

export type ValidationStatus = Validation['status'];

/**
 * Whether a typed number is valid, and if not, why — as data for a translated message, never words.
 * validate('0301', 'DE', max, true)         → { status: 'too-short', country: 'DE', missing: { min: 2, max: 12 }, … }
 * validate('+44 20 7946', 'US', max, true)  → { status: 'too-short', country: 'GB', missing: { min: 4, max: 4 }, … }
 * validate('07797900123', 'GB', max, true)  → { status: 'valid', country: 'JE', type: 'MOBILE', strict: true, … }
 * validate('5555555555', 'US', max, true)   → { status: 'invalid-for-country', country: 'US', validIn: ['AT', 'BR', …, 'GB', …] }
 * Strict answers (patterns, number type) need the full metadata; with the small one (strict false) only the length
 * is checked and the answer says so.
 * How many digits are missing is a promise: an exact count only when every valid number that starts with the typed
 * digits has that length (completion-lengths.ts), else a range, else no count.
 */
import {
  getCountries,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumberType,
} from 'libphonenumber-js/core';
import { judgeNumber, validNumberFor, type JudgedNumber } from './judge-number';
import { checkLength } from '../plan/length-check';
import { lengthsToGo } from '../plan/length-check';
import type { MetadataJson } from '../metadata/metadata';
import { allCallingCodes, planOf } from '../plan/numbering-plan';
import { internationalPrefixLengths } from '../read/international-prefix';

interface Judged {
  /** The country the number was judged for; undefined for a non-geographic number (+800 …). */
  readonly country: CountryCode | undefined;
  /** undefined only while the calling code is still being typed ('+4'). */
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  /** Judged with the full metadata (patterns and types) rather than by length alone. */
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

export type Validation =
  | { readonly status: 'empty' }
  | (Judged & { readonly status: 'valid'; readonly type: PhoneNumberType | undefined })
  /** Incomplete: too short for any possible length, or (strict) a possible length that more digits can still make valid. */
  | (Judged & { readonly status: 'too-short'; readonly missing: MissingDigits | undefined })
  | (Judged & { readonly status: 'too-long'; readonly extraDigits: number | undefined })
  /** Between two possible lengths (GB: 8 digits, where 7, 9 and 10 are possible). */
  | (Judged & { readonly status: 'invalid-length'; readonly missing: MissingDigits | undefined })
  /** Not a number of the judged country, but valid in `validIn` (national digits only; never empty). */
  | (Judged & { readonly status: 'invalid-for-country'; readonly validIn: readonly CountryCode[] })
  | (Judged & { readonly status: 'invalid' })
  /** '+' (or an international prefix) then digits that no calling code starts with: `callingCode` is those digits. */
  | { readonly status: 'unknown-calling-code'; readonly callingCode: string; readonly strict: boolean }
  /** Digits without '+' and no country to read them for (`needsCountry`). */
  | { readonly status: 'not-a-number'; readonly strict: boolean; readonly needsCountry: boolean };

export type ValidationStatus = Validation['status'];

/** The digits after '+' or the selected country's international prefix, when no full calling code follows yet. */
export function digitsAfterPrefix(typed: string, selected: CountryCode | undefined): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return digits;
  return digits.slice(internationalPrefixLengths(digits, selected)[0] ?? 0);
}

/** '+4' may still become +44; '+28' cannot become any calling code. */
function callingCodeProblem(after: string, strict: boolean, metadata: MetadataJson): Validation {
  const codes = allCallingCodes(metadata);
  for (let length = 1; length <= Math.min(3, after.length); length++) {
    const start = after.slice(0, length);
    if (!codes.some((code) => code.startsWith(start)))
      return { status: 'unknown-calling-code', callingCode: start, strict };
  }
  return {
    status: 'too-short',
    country: undefined,
    callingCode: undefined,
    nonGeographic: false,
    missing: undefined,
    strict,
  };
}

/** The strict countdown (digits-to-go.ts), installed when the full metadata loads: it asks the full rules only. */
export type StrictCount = (
  typed: string,
  selected: CountryCode | undefined,
  judged: JudgedNumber,
  metadata: MetadataJson,
) => { readonly missing: MissingDigits | undefined; readonly none: boolean };

let strictCount: StrictCount | undefined;

/** Called once by digits-to-go.ts, which loads in the full metadata's chunk rather than with the first paint. */
export function installStrictCount(count: StrictCount): void {
  strictCount = count;
}

/**
 * How many more digits can make the number valid (undefined: no count). Strict, once digits-to-go.ts is loaded: by
 * the full rules over every plan of the calling code and every reading of the digits; `none` when no digits can.
 * Otherwise by the judged plan's possible lengths.
 */
function missingDigits(
  typed: string,
  selected: CountryCode | undefined,
  judged: JudgedNumber,
  metadata: MetadataJson,
  strict: boolean,
): { readonly missing: MissingDigits | undefined; readonly none: boolean } {
  if (strict && strictCount) return strictCount(typed, selected, judged, metadata);
  const lengths = planOf(judged.country ?? judged.callingCode ?? '', metadata)?.possibleLengths ?? [];
  const togo = lengthsToGo(lengths, judged.national.length);
  return { missing: togo && { min: togo.min, max: togo.max }, none: false };
}

/**
 * Whether the digits, with or without the country's trunk prefix, match its patterns as isValid() would check them:
 * a sieve on compiled patterns, so the full parse runs for a handful of countries rather than all of them.
 */
function mightBeOf(digits: string, country: CountryCode, metadata: MetadataJson): boolean {
  const plan = planOf(country, metadata);
  if (!plan) return false;
  const prefix = plan.nationalPrefix;
  // A valid number has one of the plan's possible lengths: a comparison rules out most countries before any pattern.
  const matches = (national: string) =>
    (plan.possibleLengths.length === 0 || plan.possibleLengths.includes(national.length)) &&
    plan.general.test(national) &&
    (plan.types.length === 0 || plan.types.some((type) => type.test(national)));
  return (
    matches(digits) ||
    (prefix !== undefined && digits.startsWith(prefix) && matches(digits.slice(prefix.length)))
  );
}

/**
 * Countries where the typed national digits make a valid number, for "not a number in X, but valid in Y".
 * Runs only for complete-length national numbers that are not valid for the judged country (a few ms at most).
 */
function validElsewhere(
  digits: string,
  except: JudgedNumber,
  metadata: MetadataJson,
  limit: number,
): CountryCode[] {
  const found = new Set<CountryCode>();
  for (const country of getCountries(metadata)) {
    if (!mightBeOf(digits, country, metadata)) continue;
    const number = parsePhoneNumberFromString(digits, country, metadata);
    const where = number?.country ?? country;
    if (where !== except.country && number?.isValid()) found.add(where);
    if (found.size >= limit) break;
  }
  return [...found];
}

export interface ValidateOptions {
  /** How many countries `validIn` lists at most: a list cleaner needs only whether there is one (1), a person all. */
  readonly validInLimit?: number;
  /** The number already read (judgePlainNumber, for a list), else validate reads it as typed (judgeNumber). */
  readonly judged?: JudgedNumber;
  /**
   * Whether to ask the strict digit countdown (default true): a list cleaner does not, as a cell is a final value and
   * the countdown's search over every plan of a code (+1 has 25) would double the cost of its invalid rows.
   */
  readonly countdown?: boolean;
}

export function validate(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
  strict: boolean,
  { validInLimit = Infinity, judged: given, countdown = true }: ValidateOptions = {},
): Validation {
  if (!/\d/.test(typed)) return { status: 'empty' };
  const judged = given ?? judgeNumber(typed, selected, metadata);
  if (judged.callingCode === undefined) {
    if (judged.international) return callingCodeProblem(digitsAfterPrefix(typed, selected), strict, metadata);
    return { status: 'not-a-number', strict, needsCountry: selected === undefined };
  }
  const base: Judged = {
    country: judged.nonGeographic ? undefined : judged.country,
    callingCode: judged.callingCode,
    nonGeographic: judged.nonGeographic,
    strict,
  };
  if (judged.national === '')
    return {
      status: 'too-short',
      ...base,
      missing: missingDigits(typed, selected, judged, metadata, strict && countdown).missing,
    };
  // The full rules decide first: a number valid for a country sharing the code is valid whatever the pick's lengths.
  const valid = strict ? validNumberFor(judged, metadata) : undefined;
  if (valid) return { status: 'valid', ...base, country: valid.country, type: judged.type };

  const plan = planOf(judged.country ?? judged.callingCode, metadata);
  const length = checkLength(judged.national, plan?.possibleLengths ?? []);
  if (length.reason === undefined && !strict) return { status: 'valid', ...base, type: undefined };
  // National digits that no digit more can make valid here, but that are a whole valid number elsewhere: say where
  // (a visitor from the US typing 020 7946 0958 means the United Kingdom), rather than only "too long".
  const elsewhere = (): Validation | undefined => {
    if (!strict || judged.international) return undefined;
    const validIn = validElsewhere(typed.replace(/\D/g, ''), judged, metadata, validInLimit);
    return validIn.length > 0 ? { status: 'invalid-for-country', ...base, validIn } : undefined;
  };
  if (length.reason === 'TOO_LONG')
    return elsewhere() ?? { status: 'too-long', ...base, extraDigits: length.extraDigits };
  // Only now, for a number that is not valid: which lengths it can still reach (memoised per plan and digits).
  const { missing, none } = missingDigits(typed, selected, judged, metadata, strict && countdown);
  switch (length.reason) {
    case 'TOO_SHORT':
      // Strictly, too short and no digits can make it valid ('+1 0 …'): not a number of the country at all.
      return none
        ? (elsewhere() ?? { status: 'invalid', ...base })
        : { status: 'too-short', ...base, missing };
    case 'INVALID_LENGTH':
      return (none && elsewhere()) || { status: 'invalid-length', ...base, missing };
    case undefined:
      // A possible length, not valid yet, that more digits can still make valid (+44 20 7946 0 …): incomplete.
      if (!none) return { status: 'too-short', ...base, missing };
      break;
  }
  return elsewhere() ?? { status: 'invalid', ...base };
}

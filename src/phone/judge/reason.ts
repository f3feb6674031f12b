/**
 * Why a number read is not valid, the length first; countries where its national digits are valid come as an addition.
 *   reasonOf(reading of '+44 20 7946 095', 'US', ctx) → too-short, country GB, missing { min: 1, max: 1 }
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { mainCountryOfCode } from '../plan/calling-code-table';
import { allCallingCodes, planOf } from '../plan/numbering-plan';
import { checkLength, rangeOf } from '../plan/length-check';
import { libraryReading } from '../read/library-reading';
import type { NumberReading } from './number-reading';
import type { Countdown, Rules } from './rules';
import { validElsewhere } from './valid-elsewhere';
import type { Judged, Validation } from './validation';
import { validType, type JudgeContext } from './verdict';

/** '+4' may still become +44; '+28' cannot become any calling code. */
export function callingCodeProblem(after: string, rules: Rules): Validation {
  const codes = allCallingCodes(rules.metadata);
  for (let length = 1; length <= Math.min(3, after.length); length++) {
    const start = after.slice(0, length);
    if (!codes.some((code) => code.startsWith(start)))
      return { status: 'unknown-calling-code', callingCode: start, strict: rules.strict };
  }
  return {
    status: 'too-short',
    country: undefined,
    callingCode: undefined,
    nonGeographic: false,
    missing: undefined,
    validIn: [],
    strict: rules.strict,
  };
}

/**
 * Whether a digit or two more make the number valid, where a parsing rule rewrites the digits and no count tells
 * (a local number the rule completes with an area code: '320 1234' in Guam may still become +1 671 320 1234 …, or not).
 */
function validSoon(reading: NumberReading, selected: CountryCode | undefined, rules: Rules): boolean {
  // One digit more ('0' … '9', the last of 10 … 19), then two ('00' … '99', the last two of 100 … 199).
  for (let n = 10; n < 200; n = n === 19 ? 100 : n + 1) {
    const number = libraryReading(reading.typed + String(n).slice(1), selected, rules.metadata);
    if (number && validType(number, rules) !== undefined) return true;
  }
  return false;
}

/** The country a reason speaks of: the number's, else the default country when it has the code, else the code's. */
function describedCountry(
  reading: NumberReading,
  selected: CountryCode | undefined,
): CountryCode | undefined {
  if (reading.nonGeographic || reading.callingCode === undefined) return undefined;
  if (reading.country) return reading.country;
  if (selected && planOf(selected)?.callingCode === reading.callingCode) return selected;
  return mainCountryOfCode(reading.callingCode);
}

/**
 * Why a number read is not valid, the length first (as validatePhoneNumberLength checks it: the national number
 * against the plan of its country, else of its calling code): too long, too short, between two lengths; at a possible
 * length, "too short" only while more digits can still make it valid, else "invalid". Countries where the national
 * digits are valid come as an addition (`validIn`), never instead of the reason. Where the reason finds no number
 * (too short with no count, a length not used, not valid), the rules' hints may add what the person likely did
 * (`areaCodeMissing`, `extraDigits`).
 */
export function reasonOf(
  reading: NumberReading,
  selected: CountryCode | undefined,
  context: JudgeContext,
): Validation {
  const { rules } = context;
  const { metadata, strict } = rules;
  const callingCode = reading.callingCode;
  if (callingCode === undefined)
    return { status: 'not-a-number', strict, needsCountry: selected === undefined };
  const base: Judged = {
    country: describedCountry(reading, selected),
    callingCode,
    nonGeographic: reading.nonGeographic,
    strict,
  };
  const count = (): ReturnType<Countdown> => {
    if (rules.countdown) return rules.countdown(reading, selected, metadata);
    // By the lengths alone, for the national number read and for the digits after a trunk prefix that
    // libphonenumber-js keeps while stripping it would leave too few ('0301' in Germany: 301 may become 30 1234 …).
    const plan = planOf(reading.country ?? callingCode, metadata);
    const prefix = plan?.nationalPrefix;
    const stripped =
      prefix && reading.national.startsWith(prefix) ? reading.national.slice(prefix.length) : undefined;
    const togo = rangeOf(
      [reading.national, stripped].flatMap((national) =>
        national === undefined
          ? []
          : (plan?.possibleLengths ?? []).filter((l) => l > national.length).map((l) => l - national.length),
      ),
    );
    return { missing: togo && { min: togo.min, max: togo.max }, none: togo === undefined };
  };
  // National digits valid elsewhere: a visitor from the US typing 020 7946 0958 means the United Kingdom. Found
  // when first read (a list's row and the field read it; a server checking validity need not pay for it).
  const elsewhere = (): readonly CountryCode[] =>
    strict && !reading.international
      ? validElsewhere(
          reading.typed.replace(/\D/g, ''),
          reading.country ?? selected,
          metadata,
          context.validInLimit ?? Infinity,
        )
      : [];
  const validIn = <T extends object>(reason: T): T & { readonly validIn: readonly CountryCode[] } => {
    let found: readonly CountryCode[] | undefined;
    return Object.defineProperty(reason, 'validIn', {
      enumerable: true,
      get: () => (found ??= elsewhere()),
    }) as T & { readonly validIn: readonly CountryCode[] };
  };
  const hint = (status: 'too-short' | 'invalid-length' | 'invalid') =>
    rules.hints?.(reading, base.country, selected, rules, status) ?? {};
  if (reading.national === '') return { status: 'too-short', ...base, missing: count().missing, validIn: [] };
  const lengths = planOf(reading.country ?? callingCode, metadata)?.possibleLengths ?? [];
  const length = checkLength(reading.national, lengths);
  switch (length.reason) {
    case 'TOO_LONG':
      return validIn({ status: 'too-long', ...base, extraDigits: length.extraDigits });
    case 'TOO_SHORT': {
      const { missing, none } = count();
      return none
        ? validIn({ status: 'too-short', ...base, missing, ...hint('too-short') })
        : { status: 'too-short', ...base, missing, validIn: [] };
    }
    case 'INVALID_LENGTH':
      return validIn({
        status: 'invalid-length',
        ...base,
        missing: count().missing,
        ...hint('invalid-length'),
      });
    case undefined: {
      // At a possible length, "too short" only while more digits can make it valid. Where a parsing rule rewrites
      // the digits the count cannot tell, so a digit or two more are tried ('0990 123 4566' in Japan is "invalid").
      const { missing, none, uncounted } = count();
      return none || (uncounted && !validSoon(reading, selected, rules))
        ? validIn({ status: 'invalid', ...base, ...hint('invalid') })
        : { status: 'too-short', ...base, missing, validIn: [] };
    }
  }
}

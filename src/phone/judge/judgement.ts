/**
 * src/phone/judge: the one judgement. Every path that asks "is this a phone number, and which?" asks judge(): the
 * field at each key and on paste, the list's workers, and telfield/phone (parsePhone, validatePhone, isValidPhone,
 * findPhones). Its contract is libphonenumber-js max's answer: the same validity, E.164, country, type and extension
 * as parsePhoneNumberFromString(text, { defaultCountry }) gives, apart from the deliberate differences in
 * docs/judgement.md, each of which only ever turns "no valid number" into a valid one (never one valid number into
 * another). What it adds is the reason, the length first:
 *   judge('+44 20 7946 0958', { rules })                → valid, country GB, type FIXED_LINE
 *   judge('(555) 555-1234', { defaultCountry: 'US' … })  → invalid (a possible length, no US number)
 *   judge('0044 20 7946 0958', { defaultCountry: 'US' …}) → valid +442079460958 ('00' read as '+': a difference)
 *   judge('+11234567890-6#', { rules })                  → +11234567890, extension 6, not valid (as libphonenumber-js)
 */
import type { CountryCode, PhoneNumberType } from 'libphonenumber-js/core';
import { isCountryCode } from '../plan/countries';
import { mainCountryOfCode } from '../plan/calling-code-table';
import { allCallingCodes, isNonGeographicCode, planOf } from '../plan/numbering-plan';
import { checkLength, rangeOf } from '../plan/length-check';
import { numberType } from '../plan/number-type';
import {
  digitsAfterPrefix,
  leadingCallingCode,
  splitInternationalPrefix,
} from '../read/international-prefix';
import { libraryReading, withLibraryDigits, type PhoneNumber } from '../read/library-reading';
import { normalisePasted, type PastedNumber } from '../read/normalise-pasted';
import { readTelUri } from '../read/tel-uri';
import { fastReading, plainTyped } from './fast-reading';
import type { NumberReading } from './number-reading';
import type { Countdown, Rules } from './rules';
import { validElsewhere } from './valid-elsewhere';
import type { Judged, Validation } from './validation';

export interface JudgeContext {
  /** The country a number written without '+' is read in (the field's pick, a list's default or row country). */
  readonly defaultCountry?: CountryCode | undefined;
  readonly rules: Rules;
  /** Only numbers of these countries are accepted (a field's `countries`); undefined: any. */
  readonly countries?: readonly CountryCode[] | undefined;
  /** How many countries `validIn` names at most (a list needs a few, a person all); default: all. */
  readonly validInLimit?: number | undefined;
}

export interface Verdict {
  /** A whole valid number by the rules given (exactly, with the full rules). */
  readonly valid: boolean;
  /** '+442079460958' when valid, never with the extension. */
  readonly e164: string | undefined;
  /** The number's country as libphonenumber-js gives it (valid or not); undefined for +800 and the like, or none. */
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  /** The national significant number read, when a number was read. */
  readonly national: string | undefined;
  readonly type: PhoneNumberType | undefined;
  readonly extension: string | undefined;
  /** The same answer, with its reason, as data for words. */
  readonly validation: Validation;
  /** Whose reading this is: libphonenumber-js's own, or one of Telfield's documented differences. */
  readonly reading: 'libphonenumber-js' | 'telfield';
}

/** The longest extension kept: libphonenumber-js's own limit after ';ext=' or 'ext' (after 'x', 9; after ',,', 15). */
export const EXTENSION_LIMIT = 20;

const NO_NUMBER = {
  valid: false,
  e164: undefined,
  country: undefined,
  callingCode: undefined,
  national: undefined,
  type: undefined,
  extension: undefined,
} as const;

// Nothing but spaces, punctuation and symbols ('', '+', ' - '): nothing was written.
const NOTHING_WRITTEN = /^[\s\p{P}\p{S}]*$/u;

/** The text's verdict. Pure: the same text and context always give the same answer. Never throws. */
export function judge(text: string, context: JudgeContext): Verdict {
  const input = typeof text === 'string' ? text : '';
  const country = isCountryCode(context.defaultCountry) ? context.defaultCountry : undefined;
  const verdict = NOTHING_WRITTEN.test(input)
    ? { ...NO_NUMBER, validation: { status: 'empty' } as const, reading: 'libphonenumber-js' as const }
    : read(input, country, context);
  return accepted(verdict, context.countries);
}

function read(text: string, country: CountryCode | undefined, context: JudgeContext): Verdict {
  const { rules } = context;
  const input = withoutTelUri(text);
  // A text that is just a number: libphonenumber-js's answer without its parse (fast-reading.ts).
  const fast = rules.strict ? fastReading(input, country, rules.metadata) : undefined;
  if (fast)
    return validVerdict(
      fast.callingCode,
      fast.national,
      fast.country,
      fast.type,
      undefined,
      'libphonenumber-js',
      rules,
    );
  const number = libraryReading(input, country, rules.metadata);
  const type = number && validType(number, rules);
  if (number && type !== undefined) return fromLibrary(number, type, rules, 'libphonenumber-js');
  // Digits libphonenumber-js does not read ('०२०…'): read as ASCII digits, then as it reads those.
  const ascii = withLibraryDigits(input);
  if (ascii !== undefined) return { ...read(ascii, country, context), reading: 'telfield' };
  const own = ownReading(input, country, rules);
  if (!own.found)
    return number ? invalidVerdict(number, undefined, country, context) : notANumber(rules, country);
  // libphonenumber-js reads nothing from the whole text ('020 7946 0958 / 07400 123456' holds two numbers): Telfield's
  // reading, valid or not, says what is there (the first valid number of several), and why it is not valid.
  if (!number) return { ...readTyped(own.typed, own.extension, country, context), reading: 'telfield' };
  // It reads a number that is not valid. Telfield reads another one only where a documented difference says so.
  if (own.doubleZero || own.phoneword || own.several || own.extension !== undefined) {
    const ours = readTyped(own.typed, own.extension, country, context);
    if (ours.valid || own.doubleZero) return { ...ours, reading: 'telfield' };
  }
  // '011', North America's international prefix, dialled from elsewhere: the number it dials, where that is a valid one.
  const dialled = internationalPrefix011(own, country, context);
  if (dialled) return dialled;
  return invalidVerdict(number, own, country, context);
}

/**
 * Telfield's own reading of a text libphonenumber-js reads no valid number from. A text that is just a number (what a
 * field holds, most of a list) is its '+' and digits, read without the paste reader's search for several numbers,
 * phonewords and extensions, which cannot be there (a key's judgement took a third longer with it).
 */
function ownReading(input: string, country: CountryCode | undefined, rules: Rules): PastedNumber {
  const plain = plainTyped(input);
  if (plain === undefined) return normalisePasted(input, { country, metadata: rules.metadata });
  return {
    typed: plain,
    extension: undefined,
    found: /\d/.test(plain),
    numbers: [],
    truncatedAt: undefined,
    droppedCount: 0,
    phoneword: false,
    doubleZero: false,
    several: false,
  };
}

/** '011' + a calling code read as '+' where 011 is not the country's international prefix, when that makes a valid number. */
function internationalPrefix011(
  own: PastedNumber,
  country: CountryCode | undefined,
  context: JudgeContext,
): Verdict | undefined {
  if (!own.typed.startsWith('011') || (country && splitInternationalPrefix(own.typed, country)))
    return undefined;
  const dialled = readTyped(`+${own.typed.slice(3)}`, own.extension, country, context);
  return dialled.valid ? { ...dialled, reading: 'telfield' } : undefined;
}

/**
 * A tel: URI as the number it names ('tel:033316005;phone-context=+64' → '+64 033316005'), its phone-context checked
 * by RFC 3966's grammar here: libphonenumber-js 1.13.16 checks it with a global regular expression whose state
 * carries over from one call to the next, so the same URI is read or refused depending on what was read before it.
 */
function withoutTelUri(text: string): string {
  const uri = readTelUri(text);
  if (!uri) return text;
  return uri.extension ? `${uri.number};ext=${uri.extension}` : uri.number;
}

/** '+' and digits (with the extension apart) as libphonenumber-js reads them: what a field holds. */
export function readTyped(
  typed: string,
  extension: string | undefined,
  country: CountryCode | undefined,
  context: JudgeContext,
): Verdict {
  const { rules } = context;
  if (extension !== undefined && extension.length > EXTENSION_LIMIT)
    return {
      ...NO_NUMBER,
      extension,
      validation: {
        status: 'extension-too-long',
        limit: EXTENSION_LIMIT,
        length: extension.length,
        strict: rules.strict,
      },
      reading: 'telfield',
    };
  const number = libraryReading(extension ? `${typed};ext=${extension}` : typed, country, rules.metadata);
  if (!number) return partialVerdict(typed, extension, country, context);
  const type = validType(number, rules);
  return type !== undefined
    ? fromLibrary(number, type, rules, 'libphonenumber-js')
    : invalidVerdict(number, { typed, extension }, country, context);
}

/**
 * The number's type when it is valid ('' for a valid number of no known type: the small rules), else undefined.
 * Strictly, libphonenumber-js's isValid() is "has a type" in the plan of its country (or calling code).
 */
function validType(number: PhoneNumber, rules: Rules): PhoneNumberType | '' | undefined {
  if (!rules.strict) return number.isValid() ? '' : undefined;
  return numberType(number.country ?? number.countryCallingCode, number.nationalNumber, rules.metadata);
}

function fromLibrary(
  number: PhoneNumber,
  type: PhoneNumberType | '',
  rules: Rules,
  reading: Verdict['reading'],
): Verdict {
  return validVerdict(
    number.countryCallingCode,
    number.nationalNumber,
    number.country,
    type || undefined,
    number.ext,
    reading,
    rules,
  );
}

function validVerdict(
  callingCode: string,
  national: string,
  country: CountryCode | undefined,
  type: PhoneNumberType | undefined,
  extension: string | undefined,
  reading: Verdict['reading'],
  rules: Rules,
): Verdict {
  const nonGeographic = isNonGeographicCode(callingCode, rules.metadata);
  return {
    valid: true,
    e164: `+${callingCode}${national}`,
    country,
    callingCode,
    national,
    type,
    extension,
    validation: { status: 'valid', country, callingCode, nonGeographic, strict: rules.strict, type },
    reading,
  };
}

/** A valid number of a country the context does not accept is "not accepted here", with that country named. */
function accepted(verdict: Verdict, countries: readonly CountryCode[] | undefined): Verdict {
  if (!countries || !verdict.valid || (verdict.country && countries.includes(verdict.country)))
    return verdict;
  const { validation } = verdict;
  if (validation.status !== 'valid') return verdict;
  return { ...verdict, valid: false, e164: undefined, validation: { ...validation, status: 'not-accepted' } };
}

function notANumber(rules: Rules, country: CountryCode | undefined): Verdict {
  return {
    ...NO_NUMBER,
    validation: { status: 'not-a-number', strict: rules.strict, needsCountry: country === undefined },
    reading: 'libphonenumber-js',
  };
}

/** A number libphonenumber-js reads but finds not valid, with the reason. */
function invalidVerdict(
  number: PhoneNumber,
  written: Pick<PastedNumber, 'typed' | 'extension'> | undefined,
  country: CountryCode | undefined,
  context: JudgeContext,
): Verdict {
  const callingCode = number.countryCallingCode;
  // The digits as written, without an extension libphonenumber-js read where Telfield's reading did not ('- 6#').
  const extension = number.ext && written?.extension === undefined ? number.ext : '';
  const typed =
    written && written.typed.endsWith(extension)
      ? written.typed.slice(0, written.typed.length - extension.length)
      : `+${callingCode}${number.nationalNumber}`;
  const reading: NumberReading = {
    typed,
    callingCode,
    national: number.nationalNumber,
    country: number.country,
    nonGeographic: isNonGeographicCode(callingCode, context.rules.metadata),
    international: typed.startsWith('+') || digitsAfterPrefix(typed, country) !== typed.replace(/\D/g, ''),
  };
  return {
    ...NO_NUMBER,
    country: number.country,
    callingCode,
    national: number.nationalNumber,
    extension: number.ext,
    validation: reasonOf(reading, country, context),
    reading: 'libphonenumber-js',
  };
}

/**
 * Digits libphonenumber-js reads no number from yet ('+4', '+44 2', '0' in the UK): read as typed so far, for the
 * reason (too short, and by how much; a calling code that no country has).
 */
function partialVerdict(
  typed: string,
  extension: string | undefined,
  country: CountryCode | undefined,
  context: JudgeContext,
): Verdict {
  const { rules } = context;
  const digits = typed.replace(/\D/g, '');
  const after = digitsAfterPrefix(typed, country);
  const international = typed.startsWith('+') || after !== digits;
  let callingCode: string | undefined;
  let national: string;
  if (international) {
    callingCode = leadingCallingCode(after, rules.metadata);
    if (callingCode === undefined)
      return { ...NO_NUMBER, extension, validation: callingCodeProblem(after, rules), reading: 'telfield' };
    national = after.slice(callingCode.length);
  } else if (country) {
    const plan = planOf(country, rules.metadata);
    callingCode = plan?.callingCode;
    const prefix = plan?.nationalPrefixForParsing?.exec(digits);
    national = prefix && prefix.length === 1 ? digits.slice(prefix[0].length) : digits;
  } else return { ...notANumber(rules, country), reading: 'telfield' };
  const reading: NumberReading = {
    typed,
    callingCode,
    national,
    country: undefined,
    nonGeographic: callingCode !== undefined && isNonGeographicCode(callingCode, rules.metadata),
    international,
  };
  return {
    ...NO_NUMBER,
    callingCode,
    national,
    extension,
    validation: reasonOf(reading, country, context),
    reading: 'telfield',
  };
}

/** '+4' may still become +44; '+28' cannot become any calling code. */
function callingCodeProblem(after: string, rules: Rules): Validation {
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
  for (let more = 0; more < 110; more++) {
    const digits = more < 10 ? `${more}` : `${more - 10}`.padStart(2, '0');
    const number = libraryReading(`${reading.typed}${digits}`, selected, rules.metadata);
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
 * digits are valid come as an addition (`validIn`), never instead of the reason.
 */
function reasonOf(
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
  if (reading.national === '') return { status: 'too-short', ...base, missing: count().missing, validIn: [] };
  const lengths = planOf(reading.country ?? callingCode, metadata)?.possibleLengths ?? [];
  const length = checkLength(reading.national, lengths);
  switch (length.reason) {
    case 'TOO_LONG':
      return validIn({ status: 'too-long', ...base, extraDigits: length.extraDigits });
    case 'TOO_SHORT': {
      const { missing, none } = count();
      return none
        ? validIn({ status: 'too-short', ...base, missing })
        : { status: 'too-short', ...base, missing, validIn: [] };
    }
    case 'INVALID_LENGTH':
      return validIn({ status: 'invalid-length', ...base, missing: count().missing });
    case undefined: {
      // At a possible length, "too short" only while more digits can make it valid. Where a parsing rule rewrites
      // the digits the count cannot tell, so a digit or two more are tried ('0990 123 4566' in Japan is "invalid").
      const { missing, none, uncounted } = count();
      return none || (uncounted === true && !validSoon(reading, selected, rules))
        ? validIn({ status: 'invalid', ...base })
        : { status: 'too-short', ...base, missing, validIn: [] };
    }
  }
}

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
import type { CountryCode } from 'libphonenumber-js/core';
import { isCountryCode } from '../plan/countries';
import { splitInternationalPrefix } from '../read/international-prefix';
import { libraryReading, withLibraryDigits } from '../read/library-reading';
import { normalisePasted, type PastedNumber } from '../read/normalise-pasted';
import { spreadsheetDigits } from '../read/spreadsheet-float';
import { readTelUri } from '../read/tel-uri';
import { fastReading, plainTyped } from '../fast/fast-reading';
import { invalidVerdict, partialVerdict } from './not-valid';
import type { Rules } from './rules';
import {
  fromLibrary,
  NO_NUMBER,
  notANumber,
  validType,
  validVerdict,
  type JudgeContext,
  type Verdict,
} from './verdict';

export type { CheckedContext, JudgeContext, Verdict } from './verdict';

/** The longest extension kept: libphonenumber-js's own limit after ';ext=' or 'ext' (after 'x', 9; after ',,', 15). */
export const EXTENSION_LIMIT = 20;

// Nothing but spaces, punctuation and symbols ('', '+', ' - '): nothing was written.
const NOTHING_WRITTEN = /^[\s\p{P}\p{S}]*$/u;

/** The text's verdict. Pure: the same text and context always give the same answer. Never throws. */
export function judge(text: string, context: JudgeContext): Verdict {
  const input = typeof text === 'string' ? text : '';
  const country = isCountryCode(context.defaultCountry) ? context.defaultCountry : undefined;
  const verdict = NOTHING_WRITTEN.test(input)
    ? { ...NO_NUMBER, validation: { status: 'empty' } as const, reading: 'libphonenumber-js' as const }
    : spreadsheetNumber(input, read(input, country, context), country, context);
  return accepted(verdict, context.countries);
}

/**
 * A number a spreadsheet stored as a number (spreadsheet-float.ts). Where the text as written is no valid number to
 * libphonenumber-js, one whose digits are all there ('447400123456.0') is read from them (a documented difference:
 * it only ever turns "no valid number" into one), and one whose digits are lost ('4.47400123E+11') is no number:
 * reading what is left of it would name another.
 */
function spreadsheetNumber(
  input: string,
  verdict: Verdict,
  country: CountryCode | undefined,
  context: JudgeContext,
): Verdict {
  if (verdict.valid && verdict.reading === 'libphonenumber-js') return verdict;
  const digits = spreadsheetDigits(input);
  if (digits === undefined) return verdict;
  const again = digits && read(digits, country, context);
  if (again && again.valid) return { ...again, reading: 'telfield' };
  return verdict.valid ? { ...notANumber(context.rules, country), reading: 'telfield' } : verdict;
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

/** A valid number of a country the context does not accept is "not accepted here", with that country named. */
function accepted(verdict: Verdict, countries: readonly string[] | undefined): Verdict {
  if (!countries || !verdict.valid || (verdict.country && countries.includes(verdict.country)))
    return verdict;
  const { validation } = verdict;
  if (validation.status !== 'valid') return verdict;
  return { ...verdict, valid: false, e164: undefined, validation: { ...validation, status: 'not-accepted' } };
}

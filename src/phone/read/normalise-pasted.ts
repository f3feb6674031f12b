/**
 * src/phone/read: text in, a reading out: pasted or typed text normalised (every script's digits, tel: URIs,
 * extensions, phonewords, 00/IDD prefixes) and read by AsYouType once per keystroke. No country decisions and no
 * validity here. Imported by src/phone/judge and by the field's reducer.
 */
/**
 * One normaliser for everything pasted, dropped or autofilled into the phone field.
 * normalisePasted('Call me on +44 (0)20 7946 0958 ext. 12, thanks')
 *   → { typed: '+442079460958', extension: '12', found: true, truncatedAt: undefined, droppedCount: 0 }
 * normalisePasted('tel:+1-201-555-0123;ext=456') → { typed: '+12015550123', extension: '456', … }
 * normalisePasted('0044 20 7946 0958') → typed '00442079460958' (an international prefix stays digits: AsYouType reads it)
 * normalisePasted('0044 20 7946 0958', { country: 'US' }) → typed '+442079460958' (the US dials 011, so 00 would be lost)
 * The text is only ever read as characters: markup is not interpreted, and one bounded pass means any input returns promptly.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { leadingCallingCode, splitInternationalPrefix } from './international-prefix';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import { countriesOfCallingCode, planOf } from '../plan/numbering-plan';
import { findPhoneRuns, isDigit, isSeparator, keypadDigit, type PhoneRun } from './phone-runs';
import { plainCharacters } from './plain-characters';
import { readTelUri } from './tel-uri';
import { asciiDigit, isPlusSign } from './unicode-digits';

/** Longer input is cut here and the rest reported: no number is anywhere near this long. */
export const MAX_PASTE_LENGTH = 250;

export interface PastedNumber {
  /** A leading '+' (when international) and ASCII digits, in the order they were given. */
  readonly typed: string;
  readonly extension: string | undefined;
  readonly found: boolean;
  /**
   * Every number in the text, in order, when it holds more than one ('Office: +44 20 7946 0958, mobile: +44 7400
   * 123456'); empty otherwise. `typed` is one of them.
   */
  readonly numbers: readonly FoundNumber[];
  /** MAX_PASTE_LENGTH when the input was longer and cut there. */
  readonly truncatedAt: number | undefined;
  /** How many characters were cut off (0 when none). */
  readonly droppedCount: number;
  /**
   * What the reading did that libphonenumber-js does not (the one judgement's deliberate differences): letters read
   * on the keypad, a '00' read as '+', one number taken from a text that holds several.
   */
  readonly phoneword: boolean;
  readonly doubleZero: boolean;
  readonly several: boolean;
}

/** One number of several in a pasted text. */
export interface FoundNumber {
  readonly typed: string;
  readonly extension: string | undefined;
}

export interface PasteContext {
  /** The country selected in the field (undefined: none). Lets '00' + a calling code become '+' where 00 is not the prefix. */
  readonly country: CountryCode | undefined;
  /** The rules that tell which of several numbers is valid (default: the small metadata's, length and pattern). */
  readonly metadata?: MetadataJson | undefined;
}

let shortestNumber: number | undefined;

/** The shortest national number any country has: fewer digits inside other text are not a phone number ('alert(1)'). */
function minDigitsInText(): number {
  shortestNumber ??= Math.min(
    ...Object.keys(MIN_METADATA.countries).flatMap((country) => planOf(country)?.possibleLengths ?? []),
  );
  return shortestNumber;
}

/**
 * An extension after the number, by every marker libphonenumber-js reads: a label (ext, extension, extensión, xtn,
 * доб, anexo, int, x, #, ~, ';ext=', full-width forms too), or commas or a semicolon before digits that end the text
 * (',,123', ';123'). Every digit is kept: one too long for any number is the judgement's to refuse, never cut here.
 */
const EXTENSION_AFTER =
  /^(?:[\s,]*(?:;\s*ext\s*=|(?:e?xt(?:ensi(?:o\u0301?|ó))?n?|ｅ?ｘｔｎ?|доб|anexo|int|ｉｎｔ|[x#~ｘ＃～])[:.．]?)|\s*(?:,+|;)(?=[\s,-]*\d+#?\s*$))[\s,-]*(\d+)/iu;
const NOTHING = {
  typed: '',
  extension: undefined,
  found: false,
  numbers: [],
  phoneword: false,
  doubleZero: false,
  several: false,
} as const;

/** Whether the trunk '0' of '+44 (0)20' is to be dropped: the code's main country dials 0 before national numbers (not Italy). */
function dropsBracketedZero(callingCode: string): boolean {
  const main = countriesOfCallingCode(callingCode)[0];
  return main !== undefined && planOf(main)?.nationalPrefix === '0';
}

/**
 * The run's digits, with '(0)' after a calling code left out: '+44 (0)20 …' and '0044 (0)20 …' are dialled without it.
 * Only that bracketed trunk zero is ever left out; every other digit is kept in order.
 */
function digitsOf(text: string, run: PhoneRun): string {
  const raw = text.slice(run.start, run.end);
  let i = run.plus ? 1 : 0;
  while (raw[i] === ' ' || raw[i] === '(') i++;
  let lead = '';
  while (isDigit(raw[i])) lead += raw[i++];
  const international = run.plus ? lead : lead.startsWith('00') ? lead.slice(2) : '';
  const code = leadingCallingCode(international);
  const bracketedZero = /^\s*\(\s*0\s*\)/.exec(raw.slice(i, i + 12));
  if (!code || code !== international || !bracketedZero || !dropsBracketedZero(code)) return run.digits;
  const zeroAt = i + bracketedZero[0].indexOf('0');
  let digits = '';
  for (let j = 0; j < raw.length; j++) {
    const char = raw.charAt(j);
    if (j !== zeroAt && isDigit(char)) digits += char;
    else if (/[A-Za-z]/.test(char)) digits += keypadDigit(char);
  }
  return digits;
}

/**
 * '00' + a calling code where the country does not dial 00 abroad (or none is selected) means '+'.
 * Typed text is read the same way (typed-as-you-type.ts): withPlusForDoubleZero('0044', { country: 'US' }) === '+44'
 */
export function withPlusForDoubleZero(digits: string, context: PasteContext | undefined): string {
  if (!context || !digits.startsWith('00')) return digits;
  if (splitInternationalPrefix(digits, context.country)) return digits;
  return leadingCallingCode(digits.slice(2)) ? `+${digits.slice(2)}` : digits;
}

interface Candidate {
  readonly run: PhoneRun;
  readonly typed: string;
  readonly extension: string | undefined;
  /** Nothing but separators around it (and its extension). */
  readonly alone: boolean;
  /** '00' + a calling code read as '+'. */
  readonly doubleZero: boolean;
}

/** The number the text is about: the first valid one, else the first international one, else the first long one, else the longest. */
function pickCandidate(
  candidates: readonly Candidate[],
  country: CountryCode | undefined,
  metadata: MetadataJson,
): Candidate | undefined {
  // One candidate is the pick whatever the tests below say: skip their parse (most pasted text holds one number).
  if (candidates.length === 1) return candidates[0];
  const valid = candidates.find(({ typed }) => {
    const number = typed.startsWith('+')
      ? parsePhoneNumberFromString(typed, metadata)
      : country && parsePhoneNumberFromString(typed, country, metadata);
    return number?.isValid() === true;
  });
  return (
    valid ??
    candidates.find(({ typed }) => typed.startsWith('+')) ??
    candidates.find(({ typed }) => typed.length >= 6) ??
    candidates.reduce<Candidate | undefined>(
      (best, c) => (!best || c.typed.length > best.typed.length ? c : best),
      undefined,
    )
  );
}

/** Only separators and spaces outside the run: the text is the number itself (then even one digit counts). */
function standsAlone(text: string, run: PhoneRun, extensionLength: number): boolean {
  const outside = text.slice(0, run.start) + text.slice(run.end + extensionLength);
  for (const char of outside) if (!isSeparator(char) && char !== '\n' && char !== '+') return false;
  return true;
}

function candidateOf(text: string, run: PhoneRun, context: PasteContext | undefined): Candidate {
  const digits = digitsOf(text, run);
  const extension = EXTENSION_AFTER.exec(text.slice(run.end));
  const typed = run.plus ? `+${digits}` : withPlusForDoubleZero(digits, context);
  return {
    run,
    typed,
    extension: extension?.[1],
    alone: standsAlone(text, run, extension?.[0].length ?? 0),
    doubleZero: !run.plus && typed.startsWith('+'),
  };
}

export function normalisePasted(input: string, context?: PasteContext): PastedNumber {
  const truncated = input.length > MAX_PASTE_LENGTH;
  const limits = {
    truncatedAt: truncated ? MAX_PASTE_LENGTH : undefined,
    droppedCount: truncated ? input.length - MAX_PASTE_LENGTH : 0,
  };
  const uri = readTelUri(truncated ? input.slice(0, MAX_PASTE_LENGTH) : input);
  const text = plainCharacters(uri ? uri.number : truncated ? input.slice(0, MAX_PASTE_LENGTH) : input);
  const candidates = findPhoneRuns(text)
    .map((run) => candidateOf(text, run, context))
    .filter(
      ({ typed, alone }) => /\d/.test(typed) && (alone || typed.replace('+', '').length >= minDigitsInText()),
    );
  const picked = pickCandidate(candidates, context?.country, context?.metadata ?? MIN_METADATA);
  if (!picked) return { ...NOTHING, ...limits };
  // Several candidates: those that can be a whole number (not a date or a reference) are offered.
  const possible =
    candidates.length > 1
      ? candidates.filter(
          ({ typed }) =>
            (typed.startsWith('+')
              ? parsePhoneNumberFromString(typed, MIN_METADATA)
              : context?.country && parsePhoneNumberFromString(typed, context.country, MIN_METADATA)
            )?.isPossible() === true,
        )
      : [];
  const numbers = possible.length > 1 ? possible.map(({ typed, extension }) => ({ typed, extension })) : [];
  return {
    typed: picked.typed,
    extension: uri ? uri.extension : picked.extension,
    found: true,
    numbers,
    ...limits,
    phoneword: picked.run.letters > 0,
    doubleZero: picked.doubleZero,
    several: candidates.length > 1,
  };
}

/** A typed key's significant characters: any Unicode digit as ASCII, any plus sign as '+', nothing else. */
export function significantOfTyped(data: string): string {
  let out = '';
  for (const char of data) {
    const digit = asciiDigit(char);
    if (digit !== undefined) out += digit;
    else if (isPlusSign(char)) out += '+';
  }
  return out;
}

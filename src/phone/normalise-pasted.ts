/**
 * One normaliser for everything pasted, dropped or autofilled into the phone field.
 * normalisePasted('Call me on +44 (0)20 7946 0958 ext. 12, thanks')
 *   → { typed: '+442079460958', extension: '12', found: true, truncatedAt: undefined, droppedCount: 0 }
 * It scans once, left to right, with no backtracking regexes, so any input returns promptly.
 */
import { MIN_METADATA } from './metadata';
import { asciiDigit, isPlusSign } from './unicode-digits';

/** Longer input is cut here and the rest reported: no number is anywhere near this long. */
export const MAX_PASTE_LENGTH = 250;

export interface PastedNumber {
  /** A leading '+' (when international) and ASCII digits, in the order they were given. */
  readonly typed: string;
  readonly extension: string | undefined;
  readonly found: boolean;
  readonly truncatedAt: number | undefined;
  readonly droppedCount: number;
}

const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const SEPARATOR = new Set([' ', '.', '-', '/', '(', ')', '[', ']', '\t', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212', '\u30FC']);
// E.161 keypad letters, for phonewords like 1-800-FLOWERS.
const KEYPAD: Readonly<Record<string, string>> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
);
const EXTENSION_MARK = /^\s*(?:;\s*ext\s*=|,?\s*(?:extension|ext\.?|x|#)\s*[:.=]?)\s*(\d{1,10})/i;

/** Maps each character to its plain form: ASCII digits, '+', a space for any Unicode space; drops invisible marks. */
function plain(text: string): string {
  let out = '';
  for (const char of text.replace(INVISIBLE, '')) {
    const digit = asciiDigit(char);
    if (digit !== undefined) out += digit;
    else if (isPlusSign(char)) out += '+';
    else if (/\s/u.test(char)) out += ' ';
    else if (char >= '\uFF01' && char <= '\uFF5E') out += String.fromCharCode(char.charCodeAt(0) - 0xfee0);
    else out += char;
  }
  return out;
}

/** 'tel:+1-201-555-0123;ext=456;phone-context=x' → '+1-201-555-0123;ext=456' (percent-decoded). */
function fromTelUri(text: string): string {
  const trimmed = text.trim();
  if (!/^tel:/i.test(trimmed)) return text;
  let body = trimmed.slice(4);
  try {
    body = decodeURIComponent(body);
  } catch {
    // A broken escape is left as it is: its digits still count.
  }
  const [number = '', ...params] = body.split(';');
  const ext = params.find((p) => /^ext=/i.test(p));
  return ext ? `${number};${ext}` : number;
}

interface Run {
  readonly start: number;
  readonly end: number;
  readonly digits: number;
  readonly plus: boolean;
}

function isLetter(char: string): boolean {
  return char >= 'A' && char <= 'Z';
}

/** The phone-like runs of a text: a '+' or a digit, then digits, separators and (phoneword) capitals. */
function findRuns(text: string): Run[] {
  const runs: Run[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    const startsNumber = (char >= '0' && char <= '9') || (char === '+' && /^\+\s?\(?\d/.test(text.slice(i, i + 4)));
    if (!startsNumber) {
      i++;
      continue;
    }
    const start = i;
    let end = i + 1;
    let digits = char === '+' ? 0 : 1;
    for (let j = i + 1; j < text.length; j++) {
      const c = text.charAt(j);
      const previous = text.charAt(j - 1);
      if (c >= '0' && c <= '9') digits++;
      else if (SEPARATOR.has(c)) {
        // separators only continue a run, they do not end it
      } else if (isLetter(c) && digits > 0 && (previous === '-' || isLetter(previous) || (previous >= '0' && previous <= '9'))) {
        if (/^(?:EXT|X)\.?\s*\d/.test(text.slice(j, j + 6))) break;
      } else break;
      end = j + 1;
    }
    // Trailing separators belong to the text around the number, not to it.
    while (end > start + 1 && SEPARATOR.has(text.charAt(end - 1)) && text.charAt(end - 1) !== ')') end--;
    runs.push({ start, end, digits, plus: char === '+' });
    i = end;
  }
  return runs;
}

/** The run most likely to be the number: the first international one, else the first with six digits, else the longest. */
function pickRun(runs: readonly Run[]): Run | undefined {
  return (
    runs.find((r) => r.plus && r.digits > 0) ??
    runs.find((r) => r.digits >= 6) ??
    runs.reduce<Run | undefined>((best, r) => (!best || r.digits > best.digits ? r : best), undefined)
  );
}

const KNOWN_CALLING_CODES = new Set(Object.keys(MIN_METADATA.country_calling_codes));

/** '0044…' pasted anywhere means '+44…': 00 is the international prefix nearly everywhere, and no national number starts with it. */
function internationalFromDoubleZero(digits: string): string | undefined {
  if (!digits.startsWith('00')) return undefined;
  for (const length of [1, 2, 3]) {
    if (KNOWN_CALLING_CODES.has(digits.slice(2, 2 + length))) return `+${digits.slice(2)}`;
  }
  return undefined;
}

export function normalisePasted(input: string): PastedNumber {
  const truncated = input.length > MAX_PASTE_LENGTH;
  const text = plain(fromTelUri(truncated ? input.slice(0, MAX_PASTE_LENGTH) : input));
  const base = { truncatedAt: truncated ? MAX_PASTE_LENGTH : undefined, droppedCount: truncated ? input.length - MAX_PASTE_LENGTH : 0 };
  const run = pickRun(findRuns(text));
  if (!run || run.digits === 0) return { typed: '', extension: undefined, found: false, ...base };

  let number = text.slice(run.start, run.end);
  // '+44 (0)20 …': the bracketed 0 is the national prefix, not dialled from abroad.
  if (run.plus) number = number.replace(/^(\+\s?\d{1,3}\s?)\(0\)/, '$1');
  let digits = '';
  for (const char of number) {
    if (char >= '0' && char <= '9') digits += char;
    else if (isLetter(char)) digits += KEYPAD[char] ?? '';
  }
  const extension = EXTENSION_MARK.exec(text.slice(run.end))?.[1];
  const typed = run.plus ? `+${digits}` : (internationalFromDoubleZero(digits) ?? digits);
  return { typed, extension, found: true, ...base };
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

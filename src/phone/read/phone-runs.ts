/**
 * The phone-like stretches of plain text (see plainCharacters), found in one left-to-right pass, no regex backtracking.
 * Worked example: 'Call me on +1 202-555-0123 tomorrow, or 1-800-FLOWERS x12'
 *   → runs '+1 202-555-0123' (digits '12025550123', international) and '1-800-FLOWERS' (digits '18003569377');
 *   'Call me on' and 'tomorrow' are words, not phonewords: letters only count right after a number's first digits,
 *   and 'x12' is an extension, left for the caller.
 */

export interface PhoneRun {
  readonly start: number;
  readonly end: number;
  /** Started with '+'. */
  readonly plus: boolean;
  /** The run's digits, phoneword letters read on the E.161 keypad (ABC → 2 … WXYZ → 9). */
  readonly digits: string;
  /** How many of them are phoneword letters (0: digits only). */
  readonly letters: number;
}

/** Characters that sit between a number's digits; '~' is "wait for the dial tone" in an international prefix ('8~10' from Russia). */
const SEPARATORS = new Set([' ', '.', '-', '/', '(', ')', '[', ']', '~']);
const KEYPAD = ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'];
/** A phoneword's letters follow at most this many digits (555-GET-FOOD, 1-800-FLOWERS): the rest is the word. */
const MAX_DIGITS_BEFORE_WORD = 7;
/** …and a word in capitals after a space only a prefix such as 0800, 1 800 or +44 800 ('555 0123 NOW' is not one). */
const MAX_DIGITS_BEFORE_SPACED_WORD = 5;
/** E.164 numbers have at most 15 digits; a word that would go beyond is not part of the number. */
const MAX_PHONEWORD_DIGITS = 15;
const EXTENSION_WORD = /^(?:ext|extn|extension|x)$/i;

export function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

export function isSeparator(char: string | undefined): boolean {
  return char !== undefined && SEPARATORS.has(char);
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && /^[A-Za-z]$/.test(char);
}

/** The keypad digit of a letter: 'F' → '3'. */
export function keypadDigit(letter: string): string {
  const upper = letter.toUpperCase();
  const key = KEYPAD.findIndex((letters) => letters.includes(upper));
  return key < 0 ? '' : String(key + 2);
}

/** A '+' starts a number when a digit follows it (spaces and an opening bracket allowed: '+ (44)'). */
function plusStartsNumber(text: string, at: number): boolean {
  let i = at + 1;
  while (i < text.length && i <= at + 3 && (text[i] === ' ' || text[i] === '(')) i++;
  return isDigit(text[i]);
}

function wordEnd(text: string, from: number): number {
  let end = from;
  while (isLetter(text[end])) end++;
  return end;
}

/**
 * Whether the letters at `start` spell part of the number: right after its first few digits, attached to them
 * (1-800-flowers) or in capitals (0800 FLOWERS), not an extension word (ext, x), and within E.164's 15 digits.
 */
function isPhoneword(
  text: string,
  start: number,
  end: number,
  digitsSoFar: number,
  lettersSoFar: number,
): boolean {
  const word = text.slice(start, end);
  if (EXTENSION_WORD.test(word) && /^[.:=]?\s*\d/.test(text.slice(end, end + 3))) return false;
  const numberDigits = digitsSoFar - lettersSoFar;
  if (numberDigits > MAX_DIGITS_BEFORE_WORD || digitsSoFar + word.length > MAX_PHONEWORD_DIGITS) return false;
  const before = text[start - 1];
  const attached = isDigit(before) || before === '-' || before === '.';
  return attached || (word === word.toUpperCase() && numberDigits <= MAX_DIGITS_BEFORE_SPACED_WORD);
}

function readRun(text: string, start: number): PhoneRun {
  const plus = text[start] === '+';
  let digits = '';
  let letters = 0;
  let end = start + 1;
  let i = plus ? start + 1 : start;
  while (i < text.length) {
    const char = text.charAt(i);
    if (isDigit(char)) {
      digits += char;
      end = ++i;
    } else if (isSeparator(char) && !endsRun(text, i)) {
      i++;
    } else if (isLetter(char) && digits.length > 0) {
      const endOfWord = wordEnd(text, i);
      if (!isPhoneword(text, i, endOfWord, digits.length, letters)) break;
      for (const letter of text.slice(i, endOfWord)) digits += keypadDigit(letter);
      letters += endOfWord - i;
      end = i = endOfWord;
    } else {
      break;
    }
  }
  // A closing bracket right after the digits belongs to the number ('(0)', '(201)').
  if (text[end] === ')') end++;
  return { start, end, plus, digits, letters };
}

/**
 * A separator that ends a number rather than sitting inside one: '~' with spaces around it marks an extension
 * ('0958 ~ 12'; '8~10' is an international prefix), and '/' with spaces around it stands between two numbers
 * ('020 7946 0958 / 07400 123456'; '030/1234567' is one).
 */
function endsRun(text: string, at: number): boolean {
  const char = text[at];
  if (char === '~') return !(isDigit(text[at - 1]) && isDigit(text[at + 1]));
  return char === '/' && /\s/.test(text[at - 1] ?? '') && /\s/.test(text[at + 1] ?? '');
}

/** Every phone-like run of the text, in order. */
export function findPhoneRuns(text: string): PhoneRun[] {
  const runs: PhoneRun[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (isDigit(char) || (char === '+' && plusStartsNumber(text, i))) {
      const run = readRun(text, i);
      runs.push(run);
      i = run.end;
    } else {
      i++;
    }
  }
  return runs;
}

/**
 * Every number in a text, each judged as the field would judge it on its own:
 * findPhones('Office +44 20 7946 0958, mobile 07400 123456 x7', { defaultCountry: 'GB' })
 *   → [{ text: '+442079460958', valid: true, e164: '+442079460958', … },
 *      { text: '07400123456', valid: true, e164: '+447400123456', extension: '7', … }]
 */
import { MAX_PASTE_LENGTH, normalisePasted } from '../read/normalise-pasted';
import { countryOption, judgeRead, type ParsedPhone, type PhoneOptions } from './parse-phone';

export interface FoundPhone extends ParsedPhone {
  /** The number as read: '+' (when international) and its digits, without the extension. */
  readonly text: string;
}

/** A character that may belong to a number written with spaces: a digit, '+' or a bracket. */
const NUMBERISH = /[\d+()]/;

/**
 * Where a long line may be cut: at its last space before `limit` with no digit, '+' or bracket on either side, so
 * a number written with spaces ('+98 912 345 6789') and its extension ('0958 ext 12') stay in one piece; at the
 * last space when there is none; at the limit when there is no space.
 */
function cutAt(line: string, limit: number): number {
  let lastSpace = -1;
  for (let i = Math.min(limit, line.length - 1); i > 0; i--) {
    if (line[i] !== ' ') continue;
    if (lastSpace < 0) lastSpace = i;
    if (!NUMBERISH.test(line[i - 1] ?? '') && !NUMBERISH.test(line[i + 1] ?? '')) return i;
  }
  return lastSpace > 0 ? lastSpace : limit;
}

/**
 * The text in pieces the paste reader takes whole: its lines, and a line longer than its limit cut between words
 * (a number never spans a line break, and no number is near that long).
 */
export function readablePieces(text: string): string[] {
  const pieces: string[] = [];
  for (const line of text.split(/\r\n|[\n\r\u2028\u2029]/)) {
    let rest = line;
    while (rest.length > MAX_PASTE_LENGTH) {
      const cut = cutAt(rest, MAX_PASTE_LENGTH);
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    if (rest.trim() !== '') pieces.push(rest);
  }
  return pieces;
}

/** Every number in the text, in order, each with the field's verdict; [] when there is none. */
export function findPhones(text: string, options?: PhoneOptions): FoundPhone[] {
  const country = countryOption(options);
  return readablePieces(typeof text === 'string' ? text : '').flatMap((piece) => {
    const pasted = normalisePasted(piece, { country });
    if (!pasted.found) return [];
    const numbers = pasted.numbers.length > 0 ? pasted.numbers : [pasted];
    return numbers.map(({ typed, extension }) => ({ ...judgeRead(typed, extension, country), text: typed }));
  });
}

/**
 * Pasted text with every character in its plain form, so one scanner reads every script and keyboard:
 * plainCharacters('\u200E＋٤٤\u00A0(٠)\u2011٢٠') === '+44 (0)-20'
 */
import { asciiDigit, isPlusSign } from './unicode-digits';

// Format characters: direction marks and isolates (U+200E/F, U+202A–E, U+2066–9), zero-width characters, soft hyphen, BOM.
const INVISIBLE = /\p{Cf}/u;
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/u;
const SPACE = /[\p{Zs}\t]/u;
// Hyphens and dashes of every script, and the minus sign and katakana prolonged sound mark seen in Japanese numbers.
const DASH = /[\p{Pd}\u2212\u30FC]/u;

function plainCharacter(char: string): string {
  const digit = asciiDigit(char);
  if (digit !== undefined) return digit;
  if (isPlusSign(char)) return '+';
  if (INVISIBLE.test(char)) return '';
  if (LINE_BREAK.test(char)) return '\n';
  if (SPACE.test(char)) return ' ';
  if (DASH.test(char)) return '-';
  // Full-width ASCII (＋, （, Ａ …) sits 0xFEE0 above the ASCII it stands for.
  if (char >= '\uFF01' && char <= '\uFF5E') return String.fromCharCode(char.charCodeAt(0) - 0xfee0);
  return char;
}

/** Digits as ASCII, every plus sign as '+', spaces as ' ', line breaks as '\n', dashes as '-', invisible marks dropped. */
export function plainCharacters(text: string): string {
  let out = '';
  for (const char of text) out += plainCharacter(char);
  return out;
}

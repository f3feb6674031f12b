// The caret is carried as "after the n-th significant character", which survives any reformatting.
const SIGNIFICANT = /[0-9+]/;

export function isSignificant(char: string): boolean {
  return SIGNIFICANT.test(char);
}

/** The significant characters of a text, in order: digits, and a plus sign. */
export function significantOf(text: string): string {
  let out = '';
  for (const char of text) if (isSignificant(char)) out += char;
  return out;
}

export function countSignificant(text: string): number {
  return significantOf(text).length;
}

/** The caret position right after the n-th significant character of text (0 → before the first one). */
export function caretAfterNthSignificant(text: string, n: number): number {
  if (n <= 0) {
    const first = [...text].findIndex(isSignificant);
    return first === -1 ? text.length : Math.min(first, text.length);
  }
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSignificant(text.charAt(i)) && ++seen === n) return i + 1;
  }
  return text.length;
}

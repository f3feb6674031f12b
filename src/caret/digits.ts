// The caret is carried as "after the n-th significant character", which survives any reformatting.
// Significant characters are ASCII digits and `+`; both are single UTF-16 code units, so positions here are
// plain string indices (the same units as `selectionStart`), even when a format adds astral characters.
const SIGNIFICANT = /^[0-9+]$/;

/** Whether one character is significant (a digit 0-9 or a plus sign). */
export function isSignificant(char: string): boolean {
  return SIGNIFICANT.test(char);
}

/** The significant characters of a text, in order: digits, and a plus sign. */
export function significantOf(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (isSignificant(char)) out += char;
  }
  return out;
}

export function countSignificant(text: string): number {
  return significantOf(text).length;
}

/** How many significant characters sit before a position of text (the position is clamped to the text). */
export function significantBefore(text: string, position: number): number {
  return countSignificant(text.slice(0, Math.max(0, position)));
}

/**
 * The caret position right after the n-th significant character of text.
 * n <= 0 → right before the first significant character (a text without any → its end; '' → 0).
 * n beyond the count → the end of the text.
 */
export function caretAfterNthSignificant(text: string, n: number): number {
  if (n <= 0) {
    for (let i = 0; i < text.length; i++) if (isSignificant(text.charAt(i))) return i;
    return text.length;
  }
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSignificant(text.charAt(i)) && ++seen === n) return i + 1;
  }
  return text.length;
}

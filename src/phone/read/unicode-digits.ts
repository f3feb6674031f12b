// Any Unicode decimal digit (Arabic-Indic ٣, Devanagari ३, full-width ３ …) read as its ASCII value.
const ND = /\p{Nd}/u;
const cache = new Map<string, string>();

/**
 * Every \p{Nd} block is a contiguous run of ten code points 0…9 (some runs sit back to back),
 * so a digit's value is its distance from the start of its run, modulo ten.
 * asciiDigit('٣') === '3'; asciiDigit('a') === undefined
 */
export function asciiDigit(char: string): string | undefined {
  if (char >= '0' && char <= '9') return char;
  const cached = cache.get(char);
  if (cached !== undefined) return cached;
  if (!ND.test(char)) return undefined;
  const cp = char.codePointAt(0) ?? 0;
  let start = cp;
  while (start > cp - 60 && ND.test(String.fromCodePoint(start - 1))) start--;
  const digit = String((cp - start) % 10);
  cache.set(char, digit);
  return digit;
}

/** True for '+' and its full-width and small forms. */
export function isPlusSign(char: string): boolean {
  return char === '+' || char === '\uFF0B' || char === '\uFE62';
}

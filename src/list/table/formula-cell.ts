/**
 * Formula injection (OWASP "CSV Injection"): which cells a spreadsheet could run as a formula, and how reading a list
 * takes off the guard our export put on them (results/formula-guard.ts puts it on). A phone number
 * ('+44 20 7946 0958', '+442079460958', '-') is data and is never guarded, so an E.164 column stays E.164.
 *   a formula: '=1+2', '@SUM(1)', a tab, CR or NUL first, '+cmd|…', '-2+3', their full-width forms ('＝', '＋', '＠');
 *   not:       '+44 20 7946 0958', '+1 (201) 555-0123 ext. 12', '-', 'plain'.
 * A spreadsheet that splits on another separator (a German Excel on ';') would start a new cell after each ',' ';'
 * or tab inside a cell, whatever the quotes: such a part is guarded in place ('x;=cmd' → "x;'=cmd").
 * Apostrophes already there are counted, so reading a file takes off exactly what writing put on:
 *   unsafeCell("''=1+2") → "'=1+2";  unsafeCell("'+44 20 7946 0958") → "'+44 20 7946 0958" (a phone number is
 *   never guarded, so that apostrophe is not ours).
 */

/** What a formula may start with: = @ (also full-width), a tab, CR or NUL. */
const ALWAYS = /^[=@＝＠\t\r\0]/;
/** A sign (also full-width) starts a formula unless all that follows is a phone number's characters. */
const SIGN = /^[+\-＋－]/;
const PHONE_AFTER_SIGN = /^[+\-＋－][\d ()./-]*(?:(?: ?(?:ext\.?|x|#) ?|;ext=)\d+)?$/i;

export const startsFormula = (value: string): boolean =>
  ALWAYS.test(value) || (SIGN.test(value) && !PHONE_AFTER_SIGN.test(value));

/** Where a reader splitting on another separator starts a cell inside this one: after ',' ';' or tab (and spaces). */
export const INNER_PART = /([,;\t] *)('*)([^,;\t]*)/g;
export const LEADING_QUOTES = /^'*/;

/** Undoes the export's guard: one apostrophe comes off only where safeCell would have put one (in the reverse order). */
export function unsafeCell(value: string): string {
  if (!value.includes("'")) return value;
  const parts = value.replace(INNER_PART, (part, lead: string, inner: string, rest: string) =>
    inner !== '' && startsFormula(rest) ? `${lead}${inner.slice(1)}${rest}` : part,
  );
  const quotes = LEADING_QUOTES.exec(parts)?.[0] ?? '';
  return quotes !== '' && startsFormula(parts.slice(quotes.length)) ? parts.slice(1) : parts;
}

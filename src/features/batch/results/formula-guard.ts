/**
 * Formula injection (OWASP "CSV Injection"): a cell a spreadsheet could run as a formula gets an apostrophe, which
 * makes it text. Only such cells: a phone number ('+44 20 7946 0958', '+442079460958', '-') is data and is written as
 * it is, so an E.164 column stays E.164.
 *   guarded: '=1+2', '@SUM(1)', a tab, CR or NUL first, '+cmd|…', '-2+3', their full-width forms ('＝', '＋', '＠');
 *   not:     '+44 20 7946 0958', '+1 (201) 555-0123 ext. 12', '-', 'plain'.
 * A spreadsheet that splits on another separator (a German Excel on ';') would start a new cell after each ',' ';'
 * or tab inside a cell, whatever the quotes: such a part is guarded in place ('x;=cmd' → "x;'=cmd").
 * Apostrophes already there are counted, so reading a file takes off exactly what writing put on:
 *   safeCell('=1+2') → "'=1+2";  safeCell("'=1+2") → "''=1+2";  unsafeCell("''=1+2") → "'=1+2";
 *   unsafeCell("'+44 20 7946 0958") → "'+44 20 7946 0958" (not ours: a phone number is never guarded).
 */

/** What a formula may start with: = @ (also full-width), a tab, CR or NUL. */
const ALWAYS = /^[=@＝＠\t\r\0]/;
/** A sign (also full-width) starts a formula unless all that follows is a phone number's characters. */
const SIGN = /^[+\-＋－]/;
const PHONE_AFTER_SIGN = /^[+\-＋－][\d ()./-]*(?:(?: ?(?:ext\.?|x|#) ?|;ext=)\d+)?$/i;

const startsFormula = (value: string) =>
  ALWAYS.test(value) || (SIGN.test(value) && !PHONE_AFTER_SIGN.test(value));

/** Where a reader splitting on another separator starts a cell inside this one: after ',' ';' or tab (and spaces). */
const INNER_PART = /([,;\t] *)('*)([^,;\t]*)/g;
const LEADING_QUOTES = /^'*/;

export function safeCell(value: string): string {
  const quotes = LEADING_QUOTES.exec(value)?.[0] ?? '';
  // The cell as a spreadsheet reads it whole, then each part a splitting reader would make of it.
  const whole = startsFormula(value.slice(quotes.length)) ? `${quotes}'${value.slice(quotes.length)}` : value;
  return whole.replace(INNER_PART, (part, lead: string, inner: string, rest: string) =>
    startsFormula(rest) ? `${lead}${inner}'${rest}` : part,
  );
}

/** Undoes safeCell: one apostrophe comes off only where safeCell would have put one (in the reverse order). */
export function unsafeCell(value: string): string {
  if (!value.includes("'")) return value;
  const parts = value.replace(INNER_PART, (part, lead: string, inner: string, rest: string) =>
    inner !== '' && startsFormula(rest) ? `${lead}${inner.slice(1)}${rest}` : part,
  );
  const quotes = LEADING_QUOTES.exec(parts)?.[0] ?? '';
  return quotes !== '' && startsFormula(parts.slice(quotes.length)) ? parts.slice(1) : parts;
}

/** Whether writing the cell changes it. */
export const needsGuard = (value: string): boolean => safeCell(value) !== value;

/**
 * The export's formula guard: a cell a spreadsheet could run as a formula (table/formula-cell.ts says which) gets an
 * apostrophe, which makes it text; every other cell, phone numbers included, is written as it is.
 *   safeCell('=1+2') → "'=1+2";  safeCell("'=1+2") → "''=1+2";  safeCell('x;=cmd') → "x;'=cmd";
 *   safeCell('+44 20 7946 0958') → '+44 20 7946 0958'.
 * unsafeCell, its inverse, is exported here too, so that the pair is used and tested as one.
 */
import { INNER_PART, LEADING_QUOTES, startsFormula } from '../table/formula-cell';

export { unsafeCell } from '../table/formula-cell';

/**
 * What a cell the guard may change has: a first character a formula or an apostrophe starts with, or a separator
 * inside. Most cells have neither (names, digits, E.164 without a sign, ''), and pass on this one test: the guard's
 * own regular expressions took 2.4 of the 10 s the command line's export spent on a million rows of 12 cells.
 */
const MAYBE_GUARDED = /^[=@＝＠\t\r\0+\-＋－']|[,;\t]/;

export function safeCell(value: string): string {
  if (!MAYBE_GUARDED.test(value)) return value;
  const quotes = LEADING_QUOTES.exec(value)?.[0] ?? '';
  // The cell as a spreadsheet reads it whole, then each part a splitting reader would make of it.
  const whole = startsFormula(value.slice(quotes.length)) ? `${quotes}'${value.slice(quotes.length)}` : value;
  return whole.replace(INNER_PART, (part, lead: string, inner: string, rest: string) =>
    startsFormula(rest) ? `${lead}${inner}'${rest}` : part,
  );
}

/** Whether writing the cell changes it. */
export const needsGuard = (value: string): boolean => safeCell(value) !== value;

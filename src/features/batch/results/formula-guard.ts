/**
 * Formula injection (OWASP "CSV Injection"): a cell that starts with = + - @ tab or CR is written with a leading
 * apostrophe, which spreadsheets hide and which makes them treat the cell as text. E.164 values get it too
 * ("'+442079460958"), which is also what keeps a spreadsheet from turning them into formulas or numbers.
 * Reading a file (ours or not) takes exactly that apostrophe off again, so re-importing an export reads the
 * values that were exported and gives the same result.
 *   safeCell('=1+2') → "'=1+2";  unsafeCell("'=1+2") → '=1+2';  unsafeCell("'hello") → "'hello" (not ours)
 */
const DANGEROUS_START = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r]/;

export function safeCell(value: string): string {
  return DANGEROUS_START.test(value) ? `'${value}` : value;
}

/** Undoes safeCell. */
export function unsafeCell(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}

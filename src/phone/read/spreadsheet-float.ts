/**
 * Numbers a spreadsheet changed by storing them as numbers: written as a float ('447400123456.0'), or in scientific
 * notation, whose digits are all there only where the exponent counts exactly the decimals ('6.11631234E+8') and are
 * otherwise lost ('4.47400123E+11' stands for 447400123000, a rounded display).
 *   spreadsheetDigits('447400123456.0') === '447400123456'
 *   spreadsheetDigits('6.11631234E+8') === '611631234'
 *   spreadsheetDigits('4.47400123E+11') === null (digits lost)
 *   spreadsheetDigits('020 7946 0958') === undefined (no spreadsheet's number)
 */
const SPREADSHEET_NUMBER = /^\s*\+?(\d+)(?:\.0+|(?:[.,](\d+))?E\+?(\d+))\s*$/i;

/** The digits a spreadsheet's number keeps whole; null where some are lost; undefined for any other text. */
export function spreadsheetDigits(text: string): string | null | undefined {
  const [, digits, decimals = '', exponent] = SPREADSHEET_NUMBER.exec(text) ?? [];
  if (digits === undefined) return undefined;
  if (exponent === undefined) return digits;
  return Number(exponent) === decimals.length ? digits + decimals : null;
}

/**
 * What a list's `_reason` cell says of a number, in words shared by the export and the warehouse function: its
 * reason, then notes, each part left out when it is '' and the rest joined with '; ':
 *   reasonWords(['too-long', validInWords(['GB', 'JE']), 'country from the default country'])
 *     → 'too-long; valid in GB JE; country from the default country'
 * A number written without its calling code, read with no country at all, whose digits need one, has the list's
 * own reason 'no-country' (the judgement says not-a-number: it found no number without a country). A cell a
 * spreadsheet changed ('4.47400123E+11', '447400123456.0') that holds no valid number has the list's own reason
 * 'spreadsheet-float', said in words after it: the length would send a person the wrong way.
 */
import { spreadsheetDigits } from '../read/spreadsheet-float';
import type { CellVerdict } from './judge-cell';

export const reasonWords = (parts: readonly string[]): string =>
  parts.filter((part) => part !== '').join('; ');

/** Where the national digits are a valid number instead: 'valid in GB JE', or '' when nowhere. */
export const validInWords = (validIn: readonly string[]): string =>
  validIn.length > 0 ? `valid in ${validIn.join(' ')}` : '';

/** Whether a cell is 'spreadsheet-float': a spreadsheet's float or scientific notation, and no valid number. */
export const changedBySpreadsheet = (cell: string, verdict: CellVerdict): boolean =>
  verdict.status === 'invalid' && spreadsheetDigits(cell) !== undefined;

/** The words that follow a list's own reason in `_reason` ('' for the judgement's reasons, whose code says it). */
export const reasonNote = (reason: string): string =>
  reason === 'spreadsheet-float'
    ? 'looks changed by a spreadsheet (scientific notation or a trailing .0)'
    : '';

/** Whether a cell read with no country is 'no-country': no number found, in digits that would need a country. */
export const needsCountry = (cell: string, verdict: CellVerdict): boolean =>
  verdict.reason === 'not-a-number' && !verdict.country && /\d\D*\d\D*\d/.test(cell);

/**
 * A spreadsheet (.xlsx) in: its sheets' names, and one sheet's cells as CSV text for the same reading as a CSV file.
 * read-excel-file (by libphonenumber-js's author, maintained, MIT) does the unzipping and XML; this module is loaded
 * only when a spreadsheet is opened, so a CSV user never downloads it.
 *   readSpreadsheet(file) → { sheets: ['Contacts', 'Notes'], sheet: 'Contacts', text: 'name,phone\nAnn,+44 20 …\n' }
 * Numbers come as Excel wrote them (parseNumber keeps the text: 442079460958, not 4.42e11), dates as ISO dates.
 */
import readXlsxFile from 'read-excel-file/browser';
import { quote } from '../table/csv';

export interface SpreadsheetText {
  readonly sheets: readonly string[];
  /** The sheet read: the one asked for, or the first. */
  readonly sheet: string;
  /** Its rows as CSV (',' between cells, quoted where needed), one line each. */
  readonly text: string;
}

type Cell = string | boolean | Date | null | undefined;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

export async function readSpreadsheet(file: Blob, sheet?: string): Promise<SpreadsheetText> {
  const sheets = await readXlsxFile(file, { parseNumber: (number: string) => number });
  const chosen = sheets.find((s) => s.sheet === sheet) ?? sheets[0];
  const rows = (chosen?.data ?? []) as Cell[][];
  const text = rows.map((row) => row.map((cell) => quote(cellText(cell), ',')).join(',')).join('\n');
  return {
    sheets: sheets.map((s) => s.sheet),
    sheet: chosen?.sheet ?? '',
    text: text === '' ? '' : `${text}\n`,
  };
}

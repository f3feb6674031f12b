const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A .xlsx file, by its name or type: read by read-spreadsheet.ts, which is loaded only then. */
export const isSpreadsheet = (file: File): boolean => /\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE;

/** A spreadsheet's sheets, and the one read. */
export interface SpreadsheetSheets {
  readonly names: readonly string[];
  readonly current: string;
}

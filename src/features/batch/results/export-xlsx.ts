/**
 * The export as an Excel workbook: the same rows and columns as the CSV (export-csv.ts exportCells), every cell a
 * text cell, so Excel keeps '+442079460958' and '007' as written and runs nothing (no formula guard is needed: a text
 * cell is never a formula). write-excel-file (by libphonenumber-js's author, maintained, MIT) writes the file; this
 * module is loaded only when a workbook is asked for. Excel stops at 1,048,576 rows.
 */
import writeXlsxFile from 'write-excel-file/browser';
import type { RowStore } from '../table/row-store';
import type { BatchResults } from '../run/batch-results';
import { exportCells, forEachExportedRow, headerCells, type ExportOptions } from './export-csv';

export const MAX_SPREADSHEET_ROWS = 1_048_576;

export class TooManyRowsForSpreadsheet extends Error {
  constructor() {
    super('more rows than a spreadsheet holds');
  }
}

const textCell = (value: string) => ({ value, type: String });

export async function buildXlsx(
  store: RowStore,
  results: BatchResults,
  firstRow: number,
  options: ExportOptions,
  signal?: AbortSignal,
): Promise<Blob> {
  const plain = { ...options, forExcel: false };
  const sheet = [headerCells(plain).map(textCell)];
  await forEachExportedRow(
    store,
    firstRow,
    plain,
    (row) => {
      const cells = exportCells(store, results, row, plain);
      if (!cells) return;
      if (sheet.length >= MAX_SPREADSHEET_ROWS) throw new TooManyRowsForSpreadsheet();
      sheet.push(cells.map(textCell));
    },
    signal,
  );
  return writeXlsxFile(sheet).toBlob();
}

/**
 * The export: the input's rows, every one and in order (or only the valid ones), their own cells first,
 * then e164, country, type, status, reason; every cell through the formula guard (formula-guard.ts).
 */
import type { BatchResults } from './batch-results';
import { rowView } from './batch-results';
import { parseRecord } from '../intake/csv';
import { safeCell, unsafeCell } from './formula-guard';
import { RESULT_COLUMNS } from '../../../phone/judge/cell-codes';
import { recordAt, type RowStore } from '../run/row-store';
import { forEachSliced } from '../run/time-slice';

function quote(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: readonly string[], delimiter: string): string {
  return cells.map((cell) => quote(safeCell(cell), delimiter)).join(delimiter) + '\r\n';
}

export interface ExportOptions {
  /** The header row's cells, or undefined when the input had none (then 'column 1', … are written). */
  readonly header: readonly string[] | undefined;
  readonly columnName: (n: number) => string;
  readonly phoneColumn: number;
  readonly onlyValid: boolean;
  readonly writeBack: boolean;
}

/** The header line: the input's columns (padded to the widest row), then the result columns. */
export function exportHeader(store: RowStore, options: ExportOptions): string {
  const width = Math.max(store.columns, options.header?.length ?? 0);
  const names = Array.from({ length: width }, (_, c) => options.header?.[c] ?? options.columnName(c + 1));
  return csvLine([...names, ...RESULT_COLUMNS], store.delimiter);
}

/** One row's line, or '' when the options leave it out. */
export function exportRow(
  store: RowStore,
  results: BatchResults,
  row: number,
  record: string,
  options: ExportOptions,
): string {
  const view = rowView(results, store, row);
  if (options.onlyValid && view.status !== 'valid') return '';
  const width = Math.max(store.columns, options.header?.length ?? 0);
  const cells = parseRecord(record, store.delimiter).map(unsafeCell);
  while (cells.length < width) cells.push('');
  if (options.writeBack && view.status === 'valid') cells[options.phoneColumn] = view.e164;
  return csvLine([...cells, view.e164, view.country, view.type, view.status, view.reason], store.delimiter);
}

/** Rows per text part: a Blob of a few hundred parts, not a million. */
const ROWS_PER_PART = 2048;

/** The whole export as text parts for a Blob, built in slices so the page stays responsive. */
export async function buildExport(
  store: RowStore,
  results: BatchResults,
  firstRow: number,
  options: ExportOptions,
  signal?: AbortSignal,
): Promise<string[]> {
  const parts = [exportHeader(store, options)];
  let lines: string[] = [];
  await forEachSliced(
    firstRow,
    store.count,
    (row) => {
      lines.push(exportRow(store, results, row, recordAt(store, row), options));
      if (lines.length === ROWS_PER_PART || row === store.count - 1) {
        parts.push(lines.join(''));
        lines = [];
      }
    },
    signal,
  );
  return parts;
}

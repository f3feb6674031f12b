/**
 * The export: the input's rows (all, the valid ones, or the ones a filter shows), every one once and in order, their
 * own cells as they were (a row is never padded to the widest), then the result columns (RESULT_COLUMNS, renamed
 * where the input has the name already). Cells pass the formula guard (formula-guard.ts); a cell holding a quote,
 * a line break, ',', ';' or a tab is quoted whatever the delimiter, so a spreadsheet splitting on another separator
 * still reads one cell. "For Excel" writes the E.164 as ="+44…", which Excel shows as text; the default is plain E.164.
 *   Ann,020 7946 0958  →  Ann,020 7946 0958,+442079460958,GB,FIXED_LINE,valid,,,,
 */
import { RESULT_COLUMNS } from '../table/cell-codes';
import { parseRecord, quote } from '../table/csv';
import { recordAt, type RowStore } from '../table/row-store';
import { forEachSliced } from '../table/time-slice';
import { ONE_COLUMN } from '../intake/sniff';
import type { BatchResults } from '../run/batch-results';
import { safeCell, unsafeCell } from './formula-guard';
import { rowView, type RowView } from './row-view';

/** Cells as one line; `trusted` cells (our ="+44…" for Excel) skip the formula guard. */
export function csvLine(cells: readonly string[], delimiter: string, trusted?: ReadonlySet<number>): string {
  return (
    cells.map((cell, i) => quote(trusted?.has(i) ? cell : safeCell(cell), delimiter)).join(delimiter) + '\r\n'
  );
}

/** The export's delimiter: the input's, or ',' for a one-column list. */
export const exportDelimiter = (store: RowStore) => (store.delimiter === ONE_COLUMN ? ',' : store.delimiter);

/** Which rows go out. */
export type ExportRows = 'all' | 'valid' | 'shown';

/** What the person chose in the export panel (kept from run to run). */
export interface ExportChoices {
  readonly rows: ExportRows;
  readonly writeBack: boolean;
  readonly forExcel: boolean;
}

export interface ExportOptions {
  /** The header row's cells, or undefined when the input had none (then 'column 1', … are written). */
  readonly header: readonly string[] | undefined;
  readonly columnName: (n: number) => string;
  readonly phoneColumn: number;
  readonly rows: ExportRows;
  /** For 'shown': the rows the filter shows (store rows, ascending). */
  readonly shown?: ArrayLike<number> | undefined;
  readonly writeBack: boolean;
  /** E.164 as ="+44…" so that Excel keeps it as text (not the default: it is not E.164 for any other program). */
  readonly forExcel: boolean;
  /** How many input columns a row has (the header's, or the first rows'): shorter rows are filled up to it. */
  readonly width: number;
}

/** `names` with each name taken already given the first free '_2', '_3' … */
export function uniqueNames(taken: readonly string[], names: readonly string[]): string[] {
  const used = new Set(taken.map((name) => name.trim().toLowerCase()));
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${name}_${n}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The header line. */
export function exportHeader(store: RowStore, options: ExportOptions): string {
  return csvLine(headerCells(options), exportDelimiter(store));
}

/** The reason, with the countries where the number is valid instead ('too-long; valid in GB JE'). */
const reasonText = (view: RowView) =>
  view.validIn.length > 0 ? `${view.reason}; valid in ${view.validIn.join(' ')}` : view.reason;

const excelText = (value: string) => (value === '' ? '' : `="${value}"`);

/**
 * One row's cells as exported (its own, then the result columns), undefined when the options leave it out; `trusted`
 * gets the indexes of the cells written as ="…" for Excel (the one formula the guard lets through).
 */
export function exportCells(
  store: RowStore,
  results: BatchResults,
  row: number,
  options: ExportOptions,
  trusted?: Set<number>,
): string[] | undefined {
  const view = rowView(results, store, row);
  if (options.rows === 'valid' && view.status !== 'valid') return undefined;
  const cells = parseRecord(recordAt(store, row), store.delimiter, Infinity, store.quoted).map(unsafeCell);
  // Short rows get empty cells up to the header's width, so the result columns stay under their names.
  while (cells.length < options.width) cells.push('');
  const e164 = options.forExcel ? excelText(view.e164) : view.e164;
  if (options.forExcel) trusted?.add(cells.length);
  if (options.writeBack && view.status === 'valid') {
    cells[options.phoneColumn] = e164;
    if (options.forExcel) trusted?.add(options.phoneColumn);
  }
  const duplicateOf = view.duplicateOf === undefined ? '' : String(view.duplicateOf + 1);
  cells.push(
    e164,
    view.country,
    view.type,
    view.status,
    reasonText(view),
    view.extension,
    view.others.join(';'),
    duplicateOf,
  );
  return cells;
}

/** One row's line, or '' when the options leave it out. */
export function exportRow(
  store: RowStore,
  results: BatchResults,
  row: number,
  options: ExportOptions,
): string {
  const trusted = new Set<number>();
  const cells = exportCells(store, results, row, options, trusted);
  return cells ? csvLine(cells, exportDelimiter(store), trusted) : '';
}

/** The header's cells: the input's column names (or 'column n' without a header), then the result columns. */
export function headerCells(options: ExportOptions): string[] {
  const names = options.header
    ? [...options.header]
    : Array.from({ length: options.width }, (_, c) => options.columnName(c + 1));
  return [...names, ...uniqueNames(names, RESULT_COLUMNS)];
}

/** Rows per text part: a Blob of a few hundred parts, not a million. */
const ROWS_PER_PART = 2048;

/** Calls fn for each row the export writes (all from firstRow, or the rows shown), in order, in slices. */
export async function forEachExportedRow(
  store: RowStore,
  firstRow: number,
  options: ExportOptions,
  fn: (row: number, last: boolean) => void,
  signal?: AbortSignal,
): Promise<void> {
  const rows = options.rows === 'shown' ? options.shown : undefined;
  const count = rows ? rows.length : store.count - firstRow;
  await forEachSliced(0, count, (i) => fn(rows ? (rows[i] ?? 0) : firstRow + i, i === count - 1), signal);
}

/**
 * The export, a text part at a time (the header, then ROWS_PER_PART rows each), handed to `take` as it is made, in
 * slices so the page stays responsive. A caller that turns each part into a Blob at once never holds the whole
 * export as strings: a 100 MB list's export held ~220 MB of them beside its Blob (the tab peaked at 1,059 MB).
 */
export async function writeExport(
  store: RowStore,
  results: BatchResults,
  firstRow: number,
  options: ExportOptions,
  take: (part: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  take(exportHeader(store, options));
  let lines: string[] = [];
  await forEachExportedRow(
    store,
    firstRow,
    options,
    (row, last) => {
      lines.push(exportRow(store, results, row, options));
      if (lines.length === ROWS_PER_PART || last) {
        take(lines.join(''));
        lines = [];
      }
    },
    signal,
  );
}

/** The whole export as text parts (tests, small lists). */
export async function buildExport(
  store: RowStore,
  results: BatchResults,
  firstRow: number,
  options: ExportOptions,
  signal?: AbortSignal,
): Promise<string[]> {
  const parts: string[] = [];
  await writeExport(store, results, firstRow, options, (part) => parts.push(part), signal);
  return parts;
}

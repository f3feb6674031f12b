/**
 * The export: the input's rows (all, the valid ones, or the ones a filter shows), every one once and in order, their
 * own cells as they were (short rows filled up to the header's width), then, for each phone column cleaned, its
 * result columns (`Home Phone_e164` …, renamed where the input has the name already). Or, as an option, one row per
 * number (the long layout, for loading into a database): the row's cells, the phone column it came from, and its
 * results under `phone_e164` …; a row with no number comes out once, as empty. Last, on every row, `judged_by`
 * names the Telfield and libphonenumber-js versions that judged it. Cells pass the formula guard
 * (formula-guard.ts); a cell holding a quote, a line break, ',', ';' or a tab is quoted whatever the delimiter, so a
 * spreadsheet splitting on another separator still reads one cell. "For Excel" writes the E.164 as ="+44…", which
 * Excel shows as text; the default is plain E.164.
 *   name,phone / Ann,020 7946 0958  →  name,phone,phone_e164,phone_country,… / Ann,020 7946 0958,+442079460958,GB,…
 */
import { JUDGED_BY } from '../../phone/api/versions';
import { JUDGED_BY_COLUMN, LONG_COLUMNS, resultColumnsOf } from '../table/cell-codes';
import { quote } from '../table/csv';
import type { RowStore } from '../table/row-store';
import { forEachSliced } from '../table/time-slice';
import { ONE_COLUMN } from '../intake/sniff';
import type { BatchResults, ColumnResults } from '../run/batch-results';
import { safeCell } from './formula-guard';
import { columnNameOf, ownCells, resultCells } from './export-cells';
import { longLines } from './export-long';
import type { ExportOptions, LineForm } from './export-options';
import { sameNumberNote } from './reason-text';
import { rowStatus, rowView, VALID } from './row-view';

export type { ExportChoices, ExportLayout, ExportOptions, ExportRows, LineForm } from './export-options';

/** Cells as one line; `trusted` cells (our ="+44…" for Excel) skip the formula guard. */
export function csvLine(
  cells: readonly string[],
  delimiter: string,
  trusted?: ReadonlySet<number>,
  form?: LineForm,
): string {
  const guard = form?.formulaGuard !== false;
  return (
    cells
      .map((cell, i) => quote(guard && !trusted?.has(i) ? safeCell(cell) : cell, delimiter))
      .join(delimiter) + (form?.lineEnd ?? '\r\n')
  );
}

/** The export's delimiter: the input's, or ',' for a one-column list. */
export const exportDelimiter = (delimiter: string) => (delimiter === ONE_COLUMN ? ',' : delimiter);

/**
 * How many input columns the export writes for each row: the header's, or the widest of the first 50 rows (one odd
 * wide row does not widen every other); shorter rows are filled up to it.
 */
export const exportWidth = (
  preview: readonly (readonly string[])[],
  header: readonly string[] | undefined,
): number => header?.length ?? Math.max(1, ...preview.slice(0, 50).map((row) => row.length));

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

/** The header line, for a source read with `delimiter` (a delimiter, not a store: a header needs no rows). */
export function exportHeader(delimiter: string, options: ExportOptions): string {
  return csvLine(headerCells(options), exportDelimiter(delimiter), undefined, options.form);
}

/**
 * One row's lines as exported: one (its cells, then each phone column's results) in the wide layout; one per number
 * in the long layout (one for a row with none); none when the options leave it out. `trusted` gets, per line, the
 * indexes written as ="…" for Excel (the one formula the guard lets through).
 */
export function exportLines(
  store: RowStore,
  results: BatchResults,
  row: number,
  options: ExportOptions,
  trusted?: Set<number>[],
): string[][] {
  const views = results.columns.map((column: ColumnResults) => rowView(column, store, row));
  if (options.layout === 'long') return longLines(store, row, views, options, trusted);
  if (options.rows === 'valid' && rowStatus(results, row) !== VALID) return [];
  const marks = new Set<number>();
  trusted?.push(marks);
  const cells = ownCells(store, row, views, options, marks);
  views.forEach((view, c) =>
    cells.push(
      ...resultCells(
        view,
        options,
        cells.length,
        marks,
        sameNumberNote(views, c, options.phoneColumns, (column) => columnNameOf(options, column)),
      ),
    ),
  );
  cells.push(JUDGED_BY);
  return [cells];
}

/** One row's lines, as text ('' when the options leave it out). */
export function exportRow(
  store: RowStore,
  results: BatchResults,
  row: number,
  options: ExportOptions,
): string {
  const trusted: Set<number>[] = [];
  const lines = exportLines(store, results, row, options, trusted);
  const delimiter = exportDelimiter(store.delimiter);
  return lines.map((cells, i) => csvLine(cells, delimiter, trusted[i], options.form)).join('');
}

/** The header's cells: the input's column names (or 'column n' without a header), then the result columns. */
export function headerCells(options: ExportOptions): string[] {
  const names = options.header
    ? [...options.header]
    : Array.from({ length: options.width }, (_, c) => options.columnName(c + 1));
  while (names.length < options.width) names.push(options.columnName(names.length + 1));
  const added =
    options.layout === 'long'
      ? [...LONG_COLUMNS]
      : options.phoneColumns.flatMap((column) => resultColumnsOf(columnNameOf(options, column)));
  return [...names, ...uniqueNames(names, [...added, JUDGED_BY_COLUMN])];
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
  take(exportHeader(store.delimiter, options));
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

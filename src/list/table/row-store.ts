/**
 * src/list/table: the list as data, which every stage of the list's core reads. The rows as the file had them
 * (this row store), the CSV format they are cut, parsed and quoted by (csv.ts), a row's result as small codes and
 * the names of the columns the export adds (cell-codes.ts), the undoing of the export's formula guard
 * (formula-cell.ts), and the time slicing that walks millions of rows without a long task (time-slice.ts). Every
 * stage may import it; it imports no other stage (intake, run, results), as the lint rule layers/one-way enforces.
 *
 * The input's rows, as the file had them: segments of raw text with record offsets (see csv.ts).
 * About one byte per character plus 8 bytes per row, where arrays of cells would cost ~100 bytes per row.
 */
import type { CsvDialect } from './quote-scan';
import { parseRecord } from './record-cells';
import type { Segment } from './record-splitter';
import { unsafeCell } from './formula-cell';

export interface StoredSegment extends Segment {
  readonly firstRow: number;
}

export interface RowStore {
  readonly count: number;
  readonly delimiter: string;
  /** Whether quotes are read as CSV quotes (false: the file was read with quotes as plain text). */
  readonly quoted: boolean;
  /** The most cells any row has. */
  readonly columns: number;
  readonly segments: readonly StoredSegment[];
}

/**
 * Appends segments as they are read; or, with `stream`, hands each on as it is cut and keeps none (the command line
 * cleans a file of any size in flat memory: the store then counts rows and holds no text).
 */
export function createRowStoreBuilder(
  { delimiter, quoted = true }: CsvDialect,
  stream?: (segment: StoredSegment) => void,
) {
  const segments: StoredSegment[] = [];
  let count = 0;
  let columns = 0;
  return {
    add(segment: Segment) {
      const stored = { ...segment, firstRow: count };
      if (stream) stream(stored);
      else segments.push(stored);
      count += segment.starts.length;
      columns = Math.max(columns, segment.columns);
    },
    get count() {
      return count;
    },
    get columns() {
      return columns;
    },
    build: (): RowStore => ({ count, delimiter, quoted, columns, segments }),
  };
}

/** The index of the segment holding a row (binary search: segments are in row order). */
export function segmentIndexOf(store: RowStore, row: number): number {
  let low = 0;
  let high = store.segments.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((store.segments[mid]?.firstRow ?? 0) <= row) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A row's raw text. */
export function recordAt(store: RowStore, row: number): string {
  const segment = store.segments[segmentIndexOf(store, row)];
  if (!segment) return '';
  const i = row - segment.firstRow;
  return segment.text.slice(segment.starts[i] ?? 0, segment.ends[i] ?? 0);
}

/**
 * A row's cells, with our own export's formula guard taken off (re-importing an export reads what was exported),
 * unless `unguard` is false (an unguarded export writes each cell exactly as it was read).
 */
export function cellsAt(store: RowStore, row: number, columns = Infinity, unguard = true): string[] {
  const cells = parseRecord(recordAt(store, row), store, columns);
  return unguard ? cells.map(unsafeCell) : cells;
}

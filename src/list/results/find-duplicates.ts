/**
 * Marks each valid number whose E.164 a number of an earlier row has (never one of the same row: Shopify's address
 * phone and phone are one customer's), on the results themselves (each column's duplicateOf), so the summary, the table, the filters and the export
 * all read the same marks.
 */
import { STATUSES } from '../table/cell-codes';
import type { RowStore, StoredSegment } from '../table/row-store';
import { forEachSliced } from '../table/time-slice';
import type { BatchResults, ColumnResults } from '../run/batch-results';
import { createFirstRowTable, type FirstRowTable } from './first-row-table';

const VALID = STATUSES.indexOf('valid');

/** The digits of an E.164 ('+442079460958', from `start` to `end` of a joined string) as a number; 0 for none. */
function e164Key(joined: string, start: number, end: number): number {
  let key = 0;
  for (let i = start + 1; i < end; i++) key = key * 10 + (joined.charCodeAt(i) - 48);
  return key;
}

/**
 * Marks the duplicates among one segment's rows (segment `s` of the results), row by row and within a row column by
 * column: the first of equal numbers is the one a reader meets first. `firsts` holds every number seen before, by
 * the row it was first seen on, counted from `offset` (the command line judges a file a segment at a time, each its
 * own store from row 0, and numbers rows from the file's start). Answers how many numbers it marked.
 */
export function markSegmentDuplicates(
  columns: readonly ColumnResults[],
  s: number,
  segment: StoredSegment,
  firstRow: number,
  firsts: FirstRowTable,
  marks: readonly Uint32Array[],
  offset = 0,
): number {
  let duplicates = 0;
  const starts = columns.map(() => 0);
  for (let i = 0; i < segment.starts.length; i++) {
    const row = segment.firstRow + i;
    columns.forEach((column, c) => {
      const ends = column.e164Ends[s];
      const joined = column.e164[s];
      const start = starts[c] ?? 0;
      const end = ends?.[i] ?? start;
      starts[c] = end + 1;
      if (joined === undefined || row < firstRow || column.status[row] !== VALID) return;
      const first = firsts.firstOrAdd(e164Key(joined, start, end), offset + row);
      // The same number in two columns of one row is one contact's, not a duplicate (the export notes it).
      if (first >= 0 && first !== offset + row) {
        (marks[c] as Uint32Array)[row] = first + 1;
        duplicates++;
      }
    });
  }
  return duplicates;
}

/**
 * A segment at a time in slices so the page stays responsive; a table of the distinct numbers (first-row-table.ts)
 * is the only memory it takes, and it is dropped at the end. Answers how many numbers it marked.
 */
export async function findDuplicates(
  results: BatchResults,
  store: RowStore,
  firstRow: number,
  signal?: AbortSignal,
): Promise<number> {
  const { columns } = results;
  const marks = columns.map(() => new Uint32Array(results.count));
  let valid = 0;
  for (const column of columns)
    for (let row = firstRow; row < results.count; row++) if (column.status[row] === VALID) valid++;
  const firsts = createFirstRowTable(valid);
  let duplicates = 0;
  await forEachSliced(
    0,
    store.segments.length,
    (s) => {
      const segment = store.segments[s];
      if (segment) duplicates += markSegmentDuplicates(columns, s, segment, firstRow, firsts, marks);
    },
    signal,
  );
  columns.forEach((column, c) => (column.duplicateOf = marks[c]));
  return duplicates;
}

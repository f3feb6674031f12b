/**
 * Every number's result in columns, one set per phone column: one byte per row for status, reason, type, country,
 * flags and the country's source, and the E.164 values as one joined string per segment. A million rows of one phone
 * column take a few MB plus the numbers themselves. The run fills them as the workers answer (storeChunk); results/
 * reads them (row-view.ts, find-duplicates.ts).
 */
import type { RowStore } from '../table/row-store';
import {
  CODE_ARRAYS,
  codeArrays,
  type ChunkResult,
  type CodeArrays,
  type ColumnChunk,
} from './normalise-chunk';

/** One phone column's results, row by row. */
export interface ColumnResults extends CodeArrays {
  /** The input column they are for. */
  readonly column: number;
  /** Per segment of the store: its rows' E.164 values joined with '\n', and where each ends. */
  readonly e164: (string | undefined)[];
  readonly e164Ends: (Uint32Array | undefined)[];
  /** The same for the rows' notes (normalise-chunk.ts noteOf: extension, other numbers, where valid instead). */
  readonly notes: (string | undefined)[];
  readonly notesEnds: (Uint32Array | undefined)[];
  /** Per row: 1 + the row of the first number with the same E.164 (0: none), once findDuplicates() has run. */
  duplicateOf: Uint32Array | undefined;
}

export interface BatchResults {
  readonly count: number;
  /** One per phone column, in input order. */
  readonly columns: readonly ColumnResults[];
}

function createColumn(store: RowStore, column: number): ColumnResults {
  const n = store.count;
  const segments = store.segments.length;
  return {
    column,
    ...codeArrays(n),
    e164: new Array<string | undefined>(segments).fill(undefined),
    e164Ends: new Array<Uint32Array | undefined>(segments).fill(undefined),
    notes: new Array<string | undefined>(segments).fill(undefined),
    notesEnds: new Array<Uint32Array | undefined>(segments).fill(undefined),
    duplicateOf: undefined,
  };
}

export function createResults(store: RowStore, phoneColumns: readonly number[]): BatchResults {
  return { count: store.count, columns: phoneColumns.map((column) => createColumn(store, column)) };
}

/** Where each of the joined values ends. */
function endsOf(joined: string, rows: number): Uint32Array {
  const ends = new Uint32Array(rows);
  let from = 0;
  for (let i = 0; i < rows; i++) {
    const found = joined.indexOf('\n', from);
    const end = found < 0 ? joined.length : found;
    ends[i] = end;
    from = end + 1;
  }
  return ends;
}

function storeColumn(
  into: ColumnResults,
  firstRow: number,
  id: number,
  rows: number,
  chunk: ColumnChunk,
): void {
  for (const code of CODE_ARRAYS) into[code].set(chunk[code], firstRow);
  into.e164[id] = chunk.e164;
  into.e164Ends[id] = endsOf(chunk.e164, rows);
  into.notes[id] = chunk.notes;
  into.notesEnds[id] = endsOf(chunk.notes, rows);
}

/** Files a worker's answer for segment `chunk.id` (which starts at row `firstRow`). */
export function storeChunk(results: BatchResults, firstRow: number, chunk: ChunkResult): void {
  chunk.columns.forEach((column, c) => {
    const into = results.columns[c];
    if (into) storeColumn(into, firstRow, chunk.id, chunk.rows, column);
  });
}

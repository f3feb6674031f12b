/**
 * Every row's result in columns: one byte per row for status, reason, type, country and flags, and the E.164
 * values as one joined string per segment. A million results take a few MB plus the numbers themselves.
 * The run fills them as the workers answer (storeChunk); results/ reads them (row-view.ts, find-duplicates.ts).
 */
import type { RowStore } from '../table/row-store';
import type { ChunkResult } from './normalise-chunk';

export interface BatchResults {
  readonly count: number;
  readonly status: Uint8Array;
  readonly reason: Uint8Array;
  readonly type: Uint8Array;
  readonly country: Uint8Array;
  readonly flags: Uint8Array;
  /** Per segment of the store: its rows' E.164 values joined with '\n', and where each ends. */
  readonly e164: (string | undefined)[];
  readonly e164Ends: (Uint32Array | undefined)[];
  /** The same for the rows' notes (normalise-chunk.ts noteOf: extension, other numbers, where valid instead). */
  readonly notes: (string | undefined)[];
  readonly notesEnds: (Uint32Array | undefined)[];
  /** Per row: 1 + the row of the first row with the same E.164 (0: none), once findDuplicates() has run. */
  duplicateOf: Uint32Array | undefined;
}

export function createResults(store: RowStore): BatchResults {
  const n = store.count;
  return {
    count: n,
    status: new Uint8Array(n),
    reason: new Uint8Array(n),
    type: new Uint8Array(n),
    country: new Uint8Array(n),
    flags: new Uint8Array(n),
    e164: new Array<string | undefined>(store.segments.length).fill(undefined),
    e164Ends: new Array<Uint32Array | undefined>(store.segments.length).fill(undefined),
    notes: new Array<string | undefined>(store.segments.length).fill(undefined),
    notesEnds: new Array<Uint32Array | undefined>(store.segments.length).fill(undefined),
    duplicateOf: undefined,
  };
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

/** Files a worker's answer for segment `id` (which starts at row `firstRow`). */
export function storeChunk(results: BatchResults, firstRow: number, chunk: ChunkResult): void {
  results.status.set(chunk.status, firstRow);
  results.reason.set(chunk.reason, firstRow);
  results.type.set(chunk.type, firstRow);
  results.country.set(chunk.country, firstRow);
  results.flags.set(chunk.flags, firstRow);
  results.e164[chunk.id] = chunk.e164;
  results.e164Ends[chunk.id] = endsOf(chunk.e164, chunk.status.length);
  results.notes[chunk.id] = chunk.notes;
  results.notesEnds[chunk.id] = endsOf(chunk.notes, chunk.status.length);
}

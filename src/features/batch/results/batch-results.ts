/**
 * Every row's result in columns: one byte per row for status, reason, type, country and flags, and the E.164
 * values as one joined string per segment. A million results take a few MB plus the numbers themselves.
 */
import type { ChunkResult } from '../run/normalise-chunk';
import { COUNTRY_CODES, REASONS, STATUSES, TYPES } from '../../../phone/judge/cell-codes';
import { segmentIndexOf, type RowStore } from '../run/row-store';

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
}

export interface RowView {
  readonly e164: string;
  readonly country: string;
  readonly type: string;
  readonly status: string;
  readonly reason: string;
  readonly flags: number;
}

export function e164At(results: BatchResults, store: RowStore, row: number): string {
  const s = segmentIndexOf(store, row);
  const joined = results.e164[s];
  const ends = results.e164Ends[s];
  const segment = store.segments[s];
  if (joined === undefined || !ends || !segment) return '';
  const i = row - segment.firstRow;
  const start = i === 0 ? 0 : (ends[i - 1] ?? 0) + 1;
  return joined.slice(start, ends[i]);
}

/** One row's result as text, for the table and the export. */
export function rowView(results: BatchResults, store: RowStore, row: number): RowView {
  return {
    e164: e164At(results, store, row),
    country: COUNTRY_CODES[results.country[row] ?? 0] ?? '',
    type: TYPES[results.type[row] ?? 0] ?? '',
    status: STATUSES[results.status[row] ?? 0] ?? '',
    reason: REASONS[results.reason[row] ?? 0] ?? '',
    flags: results.flags[row] ?? 0,
  };
}

/**
 * Every row's result in columns: one byte per row for status, reason, type, country and flags, and the E.164
 * values as one joined string per segment. A million results take a few MB plus the numbers themselves.
 */
import type { ChunkResult } from '../run/normalise-chunk';
import { COUNTRY_CODES, REASONS, STATUSES, TYPES } from '../../../phone/judge/cell-codes';
import { NOTE_PART } from '../run/normalise-chunk';
import { segmentIndexOf, type RowStore } from '../run/row-store';
import { forEachSliced } from '../run/time-slice';
import { createFirstRowTable } from './first-row-table';

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

export interface RowView {
  readonly e164: string;
  readonly country: string;
  readonly type: string;
  readonly status: string;
  readonly reason: string;
  readonly flags: number;
  readonly extension: string;
  /** The other valid numbers of the cell, E.164, in order. */
  readonly others: readonly string[];
  /** Where an invalid-for-country number is valid instead. */
  readonly validIn: readonly string[];
  /** The row (as the store counts, from 0) of the first row with the same E.164; undefined when none. */
  readonly duplicateOf: number | undefined;
}

/** Row `row`'s part of a per-segment joined column. */
function joinedAt(
  joined: readonly (string | undefined)[],
  allEnds: readonly (Uint32Array | undefined)[],
  store: RowStore,
  row: number,
): string {
  const s = segmentIndexOf(store, row);
  const text = joined[s];
  const ends = allEnds[s];
  const segment = store.segments[s];
  if (text === undefined || !ends || !segment) return '';
  const i = row - segment.firstRow;
  const start = i === 0 ? 0 : (ends[i - 1] ?? 0) + 1;
  return text.slice(start, ends[i]);
}

export const e164At = (results: BatchResults, store: RowStore, row: number): string =>
  joinedAt(results.e164, results.e164Ends, store, row);

/** One row's result as text, for the table and the export. */
export function rowView(results: BatchResults, store: RowStore, row: number): RowView {
  const note = joinedAt(results.notes, results.notesEnds, store, row);
  const [extension = '', others = '', validIn = ''] = note === '' ? [] : note.split(NOTE_PART);
  const first = results.duplicateOf?.[row] ?? 0;
  return {
    e164: e164At(results, store, row),
    country: COUNTRY_CODES[results.country[row] ?? 0] ?? '',
    type: TYPES[results.type[row] ?? 0] ?? '',
    status: STATUSES[results.status[row] ?? 0] ?? '',
    reason: REASONS[results.reason[row] ?? 0] ?? '',
    flags: results.flags[row] ?? 0,
    extension,
    others: others === '' ? [] : others.split(';'),
    validIn: validIn === '' ? [] : validIn.split(' '),
    duplicateOf: first === 0 ? undefined : first - 1,
  };
}

const VALID = STATUSES.indexOf('valid');

/** The digits of an E.164 ('+442079460958', from `start` to `end` of a joined string) as a number; 0 for none. */
function e164Key(joined: string, start: number, end: number): number {
  let key = 0;
  for (let i = start + 1; i < end; i++) key = key * 10 + (joined.charCodeAt(i) - 48);
  return key;
}

/**
 * Marks each valid row whose E.164 an earlier row has (results.duplicateOf), a segment at a time in slices so the
 * page stays responsive; a table of the distinct numbers (first-row-table.ts) is the only memory it takes, and it is
 * dropped at the end.
 */
export async function findDuplicates(
  results: BatchResults,
  store: RowStore,
  firstRow: number,
  signal?: AbortSignal,
): Promise<number> {
  const duplicateOf = new Uint32Array(results.count);
  let valid = 0;
  for (let row = firstRow; row < results.count; row++) if (results.status[row] === VALID) valid++;
  const firsts = createFirstRowTable(valid);
  let duplicates = 0;
  await forEachSliced(
    0,
    store.segments.length,
    (s) => {
      const segment = store.segments[s];
      const joined = results.e164[s];
      const ends = results.e164Ends[s];
      if (!segment || joined === undefined || !ends) return;
      for (let i = 0, start = 0; i < ends.length; start = (ends[i] ?? 0) + 1, i++) {
        const row = segment.firstRow + i;
        if (row < firstRow || results.status[row] !== VALID) continue;
        const first = firsts.firstOrAdd(e164Key(joined, start, ends[i] ?? 0), row);
        if (first >= 0) {
          duplicateOf[row] = first + 1;
          duplicates++;
        }
      }
    },
    signal,
  );
  results.duplicateOf = duplicateOf;
  return duplicates;
}

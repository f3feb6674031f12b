/**
 * src/features/batch/results: what a finished run shows and exports. Each row's result as text (this file), the
 * duplicates marked (find-duplicates.ts), the summary (summarise.ts) and the table's filters (row-filter.ts), the
 * virtualized table, and the formula-safe export as CSV or workbook (export-csv.ts, export-xlsx.ts,
 * formula-guard.ts), with their panels. It may import table/, intake/ and run/, the stages before it; none of them
 * imports it (the lint rule layers/one-way enforces this). The screen and the session's hooks import it.
 */
import { COUNTRY_CODES, REASONS, STATUSES, TYPES } from '../table/cell-codes';
import { segmentIndexOf, type RowStore } from '../table/row-store';
import type { BatchResults } from '../run/batch-results';
import { NOTE_PART } from '../run/normalise-chunk';

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

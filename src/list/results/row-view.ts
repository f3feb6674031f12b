/**
 * src/list/results: what a finished run gives. Each row's result as text (this file), the duplicates marked
 * (find-duplicates.ts), the summary (summarise.ts) and the table's filters (row-filter.ts), and the formula-safe
 * export as CSV or workbook (export-csv.ts, export-xlsx.ts, formula-guard.ts). It may import table/, intake/ and
 * run/, the stages before it; none of them imports it (the lint rule layers/one-way enforces this). The screen's
 * panels (src/features/batch/results) and the command line (src/cli) import it.
 */
import {
  COUNTRY_CODES,
  COUNTRY_SOURCES,
  REASONS,
  STATUSES,
  TYPES,
  type CountrySource,
} from '../table/cell-codes';
import { segmentIndexOf, type RowStore } from '../table/row-store';
import type { BatchResults, ColumnResults } from '../run/batch-results';
import { NOTE_PART } from '../run/normalise-chunk';
import type { OtherNumber } from '../../phone/judge/judge-cell';

/** One number's result (a phone column's cell of a row) as text, for the table and the export. */
export interface RowView {
  readonly e164: string;
  readonly country: string;
  readonly type: string;
  readonly status: string;
  readonly reason: string;
  readonly flags: number;
  readonly extension: string;
  /** The other valid numbers of the cell, in order. */
  readonly others: readonly OtherNumber[];
  /** Where an invalid-for-country number is valid instead. */
  readonly validIn: readonly string[];
  /** The row (as the store counts, from 0) of the first number with the same E.164; undefined when none. */
  readonly duplicateOf: number | undefined;
  /** Which country a number written without its calling code was read in; '' for none. */
  readonly source: '' | CountrySource;
  /** What write-back writes over the cell when not the plain E.164 (run/write-back-form.ts); '' when it is. */
  readonly writeBack: string;
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

export const e164At = (column: ColumnResults, store: RowStore, row: number): string =>
  joinedAt(column.e164, column.e164Ends, store, row);

/**
 * One phone column's cell of a row, its result as text. The export asks this of every row, and most rows have no
 * note: the lists of other numbers are split only where there are some.
 */
export function rowView(column: ColumnResults, store: RowStore, row: number): RowView {
  const note = joinedAt(column.notes, column.notesEnds, store, row);
  const [
    extension = '',
    others = '',
    validIn = '',
    writeBack = '',
    extensions = '',
    countries = '',
    types = '',
  ] = note === '' ? [] : note.split(NOTE_PART);
  const first = column.duplicateOf?.[row] ?? 0;
  return {
    e164: e164At(column, store, row),
    country: COUNTRY_CODES[column.country[row] ?? 0] ?? '',
    type: TYPES[column.type[row] ?? 0] ?? '',
    status: STATUSES[column.status[row] ?? 0] ?? '',
    reason: REASONS[column.reason[row] ?? 0] ?? '',
    flags: column.flags[row] ?? 0,
    extension,
    others:
      others === ''
        ? []
        : others.split(';').map((e164, i) => ({
            e164,
            extension: extensions.split(';')[i] ?? '',
            country: (countries.split(' ')[i] ?? '') as OtherNumber['country'],
            type: (types.split(' ')[i] ?? '') as OtherNumber['type'],
          })),
    validIn: validIn === '' ? [] : validIn.split(' '),
    duplicateOf: first === 0 ? undefined : first - 1,
    source: COUNTRY_SOURCES[column.source[row] ?? 0] ?? '',
    writeBack,
  };
}

export const VALID = STATUSES.indexOf('valid');
export const INVALID = STATUSES.indexOf('invalid');
export const EMPTY = STATUSES.indexOf('empty');

/**
 * A row's status over its phone columns (STATUSES index): valid when any number of it is, else invalid when any is
 * there at all, else empty; 0 before it is judged.
 */
export function rowStatus(results: BatchResults, row: number): number {
  let status = 0;
  for (const column of results.columns) {
    const s = column.status[row] ?? 0;
    if (s === VALID) return VALID;
    if (s === INVALID || status === 0) status = s;
  }
  return status;
}

/**
 * The table's filters: by the row's status, by a country or a mark any of its numbers has, and a text search over
 * each row's text and its E.164 numbers. The search runs in slices, so a million rows never block the page.
 */
import {
  COUNTRY_CODES,
  FLAG_SEVERAL,
  FLAG_UNKNOWN_COUNTRY,
  STATUSES,
  type RowStatus,
} from '../table/cell-codes';
import { recordAt, type RowStore } from '../table/row-store';
import { forEachSliced } from '../table/time-slice';
import type { BatchResults } from '../run/batch-results';
import { e164At, rowStatus } from './row-view';

export interface RowFilter {
  /** '' for all. */
  readonly status: '' | RowStatus;
  readonly country: string;
  readonly query: string;
  /** '' for all; otherwise only the rows marked so. */
  readonly mark: '' | RowMark;
}

/** What a row can be marked with beside its status. */
export const ROW_MARKS = ['duplicate', 'several', 'unknown-country'] as const;
export type RowMark = (typeof ROW_MARKS)[number];

export const NO_FILTER: RowFilter = { status: '', country: '', query: '', mark: '' };

export function isFiltered(filter: RowFilter): boolean {
  return filter.status !== '' || filter.country !== '' || filter.query.trim() !== '' || filter.mark !== '';
}

function hasMark(results: BatchResults, row: number, mark: RowMark): boolean {
  return results.columns.some((column) => {
    switch (mark) {
      case 'duplicate':
        return (column.duplicateOf?.[row] ?? 0) !== 0;
      case 'several':
        return ((column.flags[row] ?? 0) & FLAG_SEVERAL) !== 0;
      case 'unknown-country':
        return ((column.flags[row] ?? 0) & FLAG_UNKNOWN_COUNTRY) !== 0;
    }
  });
}

/** The rows a filter keeps, in input order; the search looks at the row's text and its E.164 numbers. */
export async function filterRows(
  store: RowStore,
  results: BatchResults,
  firstRow: number,
  filter: RowFilter,
  signal?: AbortSignal,
): Promise<Uint32Array> {
  const status = filter.status ? STATUSES.indexOf(filter.status) : 0;
  const country = filter.country
    ? COUNTRY_CODES.indexOf(filter.country as (typeof COUNTRY_CODES)[number])
    : 0;
  const query = filter.query.trim().toLowerCase();
  const digits = /^[+\d\s().-]+$/.test(query) ? query.replace(/[^\d]/g, '') : '';
  const kept = new Uint32Array(results.count);
  let n = 0;
  await forEachSliced(
    firstRow,
    results.count,
    (row) => {
      if (status && rowStatus(results, row) !== status) return;
      if (country && !results.columns.some((column) => column.country[row] === country)) return;
      if (filter.mark && !hasMark(results, row, filter.mark)) return;
      if (query) {
        const inText = recordAt(store, row).toLowerCase().includes(query);
        const inNumbers =
          digits !== '' && results.columns.some((column) => e164At(column, store, row).includes(digits));
        if (!inText && !inNumbers) return;
      }
      kept[n++] = row;
    },
    signal,
  );
  return kept.slice(0, n);
}

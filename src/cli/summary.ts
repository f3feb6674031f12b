/**
 * What a run found, counted as segments are written: rows by their status over the phone columns (valid when any
 * number of the row is, as the screen counts them), the numbers not valid by reason, and the duplicates.
 *   formatSummary({ rows: 3, valid: 2, invalid: 1, empty: 0, duplicates: 0, reasons: { 'too-short': 1 } }, …)
 *     → 'telfield clean: 3 rows in 0.1 s (30 rows/s): 2 valid, 1 not valid (too-short 1), 0 empty, 0 duplicates'
 */
import { EMPTY, INVALID, rowStatus, VALID } from '../features/batch/results/row-view';
import type { BatchResults } from '../features/batch/run/batch-results';
import { REASONS } from '../features/batch/table/cell-codes';

export interface Counts {
  rows: number;
  valid: number;
  invalid: number;
  empty: number;
  duplicates: number;
  /** Numbers not valid, by reason (REASONS). */
  readonly reasons: Record<string, number>;
}

export const createCounts = (): Counts => ({
  rows: 0,
  valid: 0,
  invalid: 0,
  empty: 0,
  duplicates: 0,
  reasons: {},
});

/** Counts the rows from `from` of one segment's results. */
export function countRows(counts: Counts, results: BatchResults, from: number): void {
  for (let row = from; row < results.count; row++) {
    counts.rows++;
    const status = rowStatus(results, row);
    if (status === VALID) counts.valid++;
    else if (status === INVALID) counts.invalid++;
    else if (status === EMPTY) counts.empty++;
    for (const column of results.columns) {
      if (column.status[row] !== INVALID) continue;
      const reason = REASONS[column.reason[row] ?? 0] ?? '';
      counts.reasons[reason] = (counts.reasons[reason] ?? 0) + 1;
    }
  }
}

const number = (n: number) => n.toLocaleString('en');

export function formatSummary(counts: Counts, seconds: number): string {
  const reasons = Object.entries(counts.reasons)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason} ${number(n)}`)
    .join(', ');
  const perSecond = Math.round(counts.rows / Math.max(seconds, 1e-3));
  return (
    `telfield clean: ${number(counts.rows)} rows in ${seconds.toFixed(1)} s (${number(perSecond)} rows/s): ` +
    `${number(counts.valid)} valid, ${number(counts.invalid)} not valid${reasons ? ` (${reasons})` : ''}, ` +
    `${number(counts.empty)} empty, ${number(counts.duplicates)} duplicates`
  );
}

/**
 * What a run found, summed over its segments as they are written from the screen's own summary of each. Rows and
 * numbers are counted apart, as a row may hold several numbers: rows by status (valid when any number of the row is;
 * valid + not valid + empty = rows), then the numbers: valid, not valid by reason, and the valid ones seen before.
 *   formatSummary({ rows: 3, valid: 2, invalid: 1, empty: 0, validNumbers: 3, duplicates: 0,
 *                   reasons: { 'too-short': 1 } }, 0.1)
 *     → 'telfield clean: 3 rows in 0.1 s (30 rows/s): 2 valid, 1 not valid, 0 empty;
 *        numbers: 3 valid, 1 not valid (too-short 1), 0 duplicates'  (one line)
 */
import type { BatchSummary } from '../list/results/summarise';

export interface Counts {
  rows: number;
  valid: number;
  invalid: number;
  empty: number;
  /** Valid numbers, in all the phone columns. */
  validNumbers: number;
  /** Valid numbers an earlier row holds too. */
  duplicates: number;
  /** Numbers not valid, by reason (REASONS): they add up to the numbers not valid. */
  readonly reasons: Record<string, number>;
}

export const createCounts = (): Counts => ({
  rows: 0,
  valid: 0,
  invalid: 0,
  empty: 0,
  validNumbers: 0,
  duplicates: 0,
  reasons: {},
});

/** Adds one segment's summary (the screen's, summarise.ts) to the run's counts. */
export function addSummary(counts: Counts, summary: BatchSummary): void {
  counts.rows += summary.rows;
  counts.valid += summary.byStatus.valid;
  counts.invalid += summary.byStatus.invalid;
  counts.empty += summary.byStatus.empty;
  counts.validNumbers += summary.validNumbers;
  counts.duplicates += summary.duplicates;
  for (const [reason, n] of summary.byReason) counts.reasons[reason] = (counts.reasons[reason] ?? 0) + n;
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
    `${number(counts.valid)} valid, ${number(counts.invalid)} not valid, ${number(counts.empty)} empty; ` +
    `numbers: ${number(counts.validNumbers)} valid, ${number(invalidNumbers(counts))} not valid` +
    `${reasons ? ` (${reasons})` : ''}, ${number(counts.duplicates)} duplicates`
  );
}

/** The numbers not valid: the sum of their reasons. */
export const invalidNumbers = (counts: Counts): number =>
  Object.values(counts.reasons).reduce((sum, n) => sum + n, 0);

/** What --stats json writes: the run's counts and what it used, for a pipeline to read. */
export interface RunStats {
  readonly rows: number;
  readonly valid: number;
  readonly invalid: number;
  readonly empty: number;
  readonly validNumbers: number;
  readonly invalidNumbers: number;
  readonly duplicates: number;
  /** Numbers not valid, by reason. */
  readonly reasons: Readonly<Record<string, number>>;
  readonly seconds: number;
  readonly phoneColumns: readonly string[];
  /** null when no column gave rows their countries. */
  readonly countryColumn: string | null;
  readonly defaultCountry: string | null;
  /** Where the export went: a path, or '-' for standard output. */
  readonly output: string;
  readonly notes: readonly string[];
  readonly judgedBy: string;
}

/** How a column was chosen, in the summary: named with an option, or found from what the file's cells hold. */
export const chosen = (given: boolean): string => (given ? 'given' : 'found from the cells');

/** The country column in the summary: 'CC (found from the cells)', or 'none'. */
export const countryColumnWords = (name: string | null, given: boolean): string =>
  name === null ? 'none' : `${name} (${chosen(given)})`;

export const statsJson = (stats: RunStats): string => JSON.stringify(stats);

/** The share (percent) of the rows with a number whose numbers are all not valid; 0 when no row has one. */
export function invalidShare(counts: Counts): number {
  const judged = counts.valid + counts.invalid;
  return judged === 0 ? 0 : (100 * counts.invalid) / judged;
}

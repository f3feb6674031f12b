/**
 * The summary over the columnar results: the rows by status (a row is valid when any of its numbers is), the numbers
 * by reason and mark, the top countries and the types of the valid numbers. Counting reads only byte arrays, so a
 * million rows take milliseconds.
 */
import {
  COUNTRY_CODES,
  FLAG_SEVERAL,
  FLAG_TRUNCATED,
  FLAG_UNKNOWN_COUNTRY,
  REASONS,
  STATUSES,
  TYPES,
  type RowReason,
  type RowStatus,
} from '../table/cell-codes';
import type { BatchResults } from '../run/batch-results';
import { rowStatus } from './row-view';

export interface BatchSummary {
  readonly rows: number;
  /** Rows by status: they add up to `rows`. */
  readonly byStatus: Readonly<Record<RowStatus, number>>;
  /** Valid numbers, in all the phone columns (a row may hold several). */
  readonly validNumbers: number;
  /** Most frequent first. */
  readonly byReason: readonly (readonly [RowReason, number])[];
  /** The ten countries with the most valid numbers, most first. */
  readonly topCountries: readonly (readonly [string, number])[];
  /** The valid numbers by type ('MOBILE', 'FIXED_LINE' …), most first. */
  readonly byType: readonly (readonly [string, number])[];
  /** Countries with at least one valid number, for the filter. */
  readonly countries: readonly string[];
  readonly truncated: number;
  /** Valid numbers that an earlier number is the same as. */
  readonly duplicates: number;
  /** Cells that held more than one number. */
  readonly several: number;
  /** Rows whose country cell named no known country. */
  readonly unknownCountry: number;
}

function tally(counts: Uint32Array, names: readonly string[]): [string, number][] {
  const entries: [string, number][] = [];
  counts.forEach((n, i) => {
    if (i > 0 && n > 0) entries.push([names[i] ?? '', n]);
  });
  return entries.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Counts over rows [firstRow, count). */
export function summarise(results: BatchResults, firstRow: number): BatchSummary {
  const statuses = new Uint32Array(STATUSES.length);
  const reasons = new Uint32Array(REASONS.length);
  const countries = new Uint32Array(COUNTRY_CODES.length);
  const types = new Uint32Array(TYPES.length);
  let truncated = 0;
  let duplicates = 0;
  let several = 0;
  let unknownCountry = 0;
  let validNumbers = 0;
  for (let row = firstRow; row < results.count; row++) {
    const status = rowStatus(results, row);
    statuses[status] = (statuses[status] ?? 0) + 1;
    let unknown = false;
    for (const column of results.columns) {
      const reason = column.reason[row] ?? 0;
      if (reason) reasons[reason] = (reasons[reason] ?? 0) + 1;
      if (column.status[row] === 1) {
        validNumbers++;
        const country = column.country[row] ?? 0;
        countries[country] = (countries[country] ?? 0) + 1;
        const type = column.type[row] ?? 0;
        types[type] = (types[type] ?? 0) + 1;
      }
      const flags = column.flags[row] ?? 0;
      if (flags & FLAG_TRUNCATED) truncated++;
      if (flags & FLAG_SEVERAL) several++;
      if (flags & FLAG_UNKNOWN_COUNTRY) unknown = true;
      if (column.duplicateOf?.[row]) duplicates++;
    }
    if (unknown) unknownCountry++;
  }
  const byCountry = tally(countries, COUNTRY_CODES);
  return {
    rows: Math.max(0, results.count - firstRow),
    byStatus: { valid: statuses[1] ?? 0, invalid: statuses[2] ?? 0, empty: statuses[3] ?? 0 },
    validNumbers,
    byReason: tally(reasons, REASONS) as [RowReason, number][],
    topCountries: byCountry.slice(0, 10),
    byType: tally(types, TYPES),
    countries: byCountry.map(([code]) => code).sort(),
    truncated,
    duplicates,
    several,
    unknownCountry,
  };
}

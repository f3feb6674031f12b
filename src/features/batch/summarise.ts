import type { RowResult } from './normalise-row';

export interface BatchSummary {
  readonly byStatus: Readonly<Record<string, number>>;
  readonly byReason: readonly (readonly [string, number])[];
  readonly topCountries: readonly (readonly [string, number])[];
}

const sortedEntries = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/** Counts per status and reason, and the ten most frequent countries of valid numbers. */
export function summarise(results: readonly RowResult[]): BatchSummary {
  const byStatus: Record<string, number> = { valid: 0, invalid: 0, empty: 0 };
  const reasons = new Map<string, number>();
  const countries = new Map<string, number>();
  for (const r of results) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    if (r.reason) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    if (r.status === 'valid' && r.country) countries.set(r.country, (countries.get(r.country) ?? 0) + 1);
  }
  return { byStatus, byReason: sortedEntries(reasons), topCountries: sortedEntries(countries).slice(0, 10) };
}

export interface RowFilter {
  readonly status: string;
  readonly country: string;
  readonly query: string;
}

/** Indexes of the rows a filter keeps, in input order. */
export function filterRows(cells: readonly string[], results: readonly RowResult[], filter: RowFilter): number[] {
  const query = filter.query.trim().toLowerCase();
  const kept: number[] = [];
  results.forEach((r, i) => {
    if (filter.status && r.status !== filter.status) return;
    if (filter.country && r.country !== filter.country) return;
    if (query && !`${cells[i] ?? ''} ${r.e164} ${r.international} ${r.country}`.toLowerCase().includes(query)) return;
    kept.push(i);
  });
  return kept;
}

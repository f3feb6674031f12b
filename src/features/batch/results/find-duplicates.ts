/**
 * Marks each valid row whose E.164 an earlier row has, on the results themselves (results.duplicateOf), so the
 * summary, the table, the filters and the export all read the same marks.
 */
import { STATUSES } from '../table/cell-codes';
import type { RowStore } from '../table/row-store';
import { forEachSliced } from '../table/time-slice';
import type { BatchResults } from '../run/batch-results';
import { createFirstRowTable } from './first-row-table';

const VALID = STATUSES.indexOf('valid');

/** The digits of an E.164 ('+442079460958', from `start` to `end` of a joined string) as a number; 0 for none. */
function e164Key(joined: string, start: number, end: number): number {
  let key = 0;
  for (let i = start + 1; i < end; i++) key = key * 10 + (joined.charCodeAt(i) - 48);
  return key;
}

/**
 * A segment at a time in slices so the page stays responsive; a table of the distinct numbers (first-row-table.ts)
 * is the only memory it takes, and it is dropped at the end. Answers how many rows it marked.
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

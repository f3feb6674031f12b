import { useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import type { BatchAction, DonePhase } from './batch-session';
import { SliceAborted } from '../../list/table/time-slice';
import type { BatchResults } from '../../list/run/batch-results';
import { findDuplicates } from '../../list/results/find-duplicates';
import { filterRows, isFiltered } from '../../list/results/row-filter';
import { summarise, type BatchSummary } from '../../list/results/summarise';

export interface ResultView {
  readonly summary: BatchSummary | undefined;
  /** Whether the results on screen have their duplicates marked (the table draws the marks once they are). */
  readonly duplicatesShown: boolean;
  /** Settles once the duplicates are marked (an export waits for them); undefined before any run has finished. */
  readonly duplicatesMarked: () => Promise<void> | undefined;
}

/**
 * What a finished run shows beside its rows: the summary, the duplicates marked and the filter's rows. Duplicates
 * are marked once the results are on screen (an effect runs after they are drawn), in slices (~0.2 s for a million
 * rows); the summary counts them once found. The filter runs in slices, and a newer filter (or first row, or list)
 * aborts an older one.
 */
export function useResultView(
  done: DonePhase | undefined,
  firstRow: number,
  dispatch: Dispatch<BatchAction>,
): ResultView {
  const store = done?.source.store;
  const results = done?.results;
  const filter = done?.filter;
  // Counted again once the duplicates are found (they are marked on the results themselves).
  const [duplicatesFound, setDuplicatesFound] = useState<BatchResults>();
  const duplicates = useRef<Promise<void> | undefined>(undefined);
  const summary = useMemo(
    () => (results ? summarise(results, firstRow) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [results, firstRow, duplicatesFound],
  );

  const duplicatesOf = useRef<BatchResults | undefined>(undefined);
  useEffect(() => {
    if (!store || !results || duplicatesOf.current === results) return;
    duplicatesOf.current = results;
    duplicates.current = findDuplicates(results, store, firstRow).then(() => setDuplicatesFound(results));
  }, [store, results, firstRow]);

  useEffect(() => {
    if (!store || !results || !filter || !isFiltered(filter)) return;
    const controller = new AbortController();
    filterRows(store, results, firstRow, filter, controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) dispatch({ type: 'filtered', filter, firstRow, rows });
      },
      (error: unknown) => {
        if (!(error instanceof SliceAborted)) throw error;
      },
    );
    return () => controller.abort();
  }, [store, results, firstRow, filter, dispatch]);

  return {
    summary,
    duplicatesShown: results !== undefined && duplicatesFound === results,
    duplicatesMarked: () => duplicates.current,
  };
}

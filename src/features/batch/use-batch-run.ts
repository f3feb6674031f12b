import { startTransition, useEffect, useRef, type Dispatch } from 'react';
import type { Locale } from '../../components/i18n/locale';
import { countryNameTable } from '../../phone/plan/country-name-table';
import type { BatchAction, BatchList } from './batch-session';
import type { Source } from '../../list/intake/intake';
import type { Setup } from '../../list/intake/setup';
import { detectLayout } from '../../list/intake/phone-columns';
import type { BatchMessages } from './messages/batch-messages';
import { reportProgress } from '../../list/run/progress-report';
import { BatchCancelled, runBatch, workerCount, type BatchRun } from '../../list/run/run-batch';
import { createWarmWorkers, warmUpSample, type WarmWorkers } from '../../list/run/warm-workers';

export interface BatchRunControl {
  /** Starts the workers for a list just read, so that Start finds them with the metadata loaded. */
  readonly warm: (source: Source, setup: Setup) => void;
  readonly start: (list: BatchList, setup: Setup, firstRow: number) => void;
  /** The Cancel button: the run stops and the page says so. */
  readonly cancel: () => void;
  /** A new list: the run stops, and nothing more is said or shown of it. */
  readonly drop: () => void;
}

export interface BatchRunNeeds {
  readonly dispatch: Dispatch<BatchAction>;
  readonly announce: (text: string) => void;
  readonly t: BatchMessages;
  readonly locale: Locale;
}

function createWorker() {
  return new Worker(new URL('./run/batch-worker.ts', import.meta.url), { type: 'module' });
}

/** The workers and the run over them: warmed once a list is read, started, cancelled; stopped when the screen goes. */
export function useBatchRun({ dispatch, announce, t, locale }: BatchRunNeeds): BatchRunControl {
  const run = useRef<BatchRun | undefined>(undefined);
  const warm = useRef<WarmWorkers | undefined>(undefined);
  const workers = () => (warm.current ??= createWarmWorkers(createWorker));

  useEffect(
    () => () => {
      run.current?.cancel();
      warm.current?.dispose();
    },
    [],
  );

  const start = ({ source }: BatchList, setup: Setup, firstRow: number) => {
    run.current?.cancel();
    const started = performance.now();
    dispatch({ type: 'run-started' });
    announce('');
    const current = runBatch(
      {
        store: source.store,
        phoneColumns: setup.phoneColumns,
        firstRow,
        countryColumn: setup.countryColumn,
        defaultCountry: setup.defaultCountry,
        // Names as the picker knows them ('Australia', 'Deutschland', 'deu', '+61'), only when a column holds them.
        countryNames: setup.countryColumn === undefined ? undefined : countryNameTable([locale]),
      },
      {
        createWorker: () => workers().take(),
        workers: workerCount(navigator.hardwareConcurrency),
        onProgress: reportProgress({
          onQuarter: (percent) => announce(t.milestone(percent)),
          onRender: (progress) => dispatch({ type: 'run-progressed', progress }),
        }),
      },
    );
    run.current = current;
    current.done.then(
      (results) => {
        if (run.current !== current) return;
        const seconds = (performance.now() - started) / 1000;
        // A transition: the summary, table and chart render in slices React yields between, not one long task.
        startTransition(() => dispatch({ type: 'run-finished', results, seconds }));
        announce(t.finished(Math.max(0, results.count - firstRow), seconds));
      },
      (error: unknown) => {
        if (run.current !== current) return;
        if (error instanceof BatchCancelled) {
          dispatch({ type: 'run-cancelled' });
          announce(t.cancelled);
        } else {
          dispatch({ type: 'run-failed' });
        }
      },
    );
  };

  return {
    warm: (source, setup) =>
      workers().warm(
        workerCount(navigator.hardwareConcurrency),
        warmUpSample(source.store, { ...setup, ...detectLayout(source.preview, setup.defaultCountry) }),
      ),
    start,
    cancel: () => run.current?.cancel(),
    drop: () => {
      run.current?.cancel();
      run.current = undefined;
    },
  };
}

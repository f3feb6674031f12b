import { useReducer, useState } from 'react';
import { useLocale } from '../../components/i18n/locale-context';
import { defaultCountry as guessCountry } from '../../phone/plan/default-country';
import {
  batchReducer,
  canStart,
  firstRowOf,
  initialBatchSession,
  listOf,
  problemOf,
  rowsInList,
  type BatchHandoff,
  type BatchPhase,
  type BatchProblem,
  type BatchSession,
} from './batch-session';
import type { Source } from '../../list/intake/intake';
import type { Setup } from '../../list/intake/setup';
import { useBatchMessages } from './messages/batch-words';
import type { ExportChoices } from '../../list/results/export-csv';
import type { RowFilter } from '../../list/results/row-filter';
import type { BatchSummary } from '../../list/results/summarise';
import { useBatchExport, type BatchExport } from './use-batch-export';
import { useBatchRun } from './use-batch-run';
import { useHandoff } from './use-handoff';
import { useListReading, type ListReading } from './use-list-reading';
import { useResultView } from './use-result-view';

export interface BatchSessionApi extends ListReading, Omit<BatchExport, 'abort'> {
  readonly session: BatchSession;
  readonly phase: BatchPhase;
  readonly setup: Setup;
  /** The list on screen: none before one is read, nor while the next one is. */
  readonly source: Source | undefined;
  readonly firstRow: number;
  /** Rows below the header. */
  readonly rows: number;
  readonly problem: BatchProblem | undefined;
  readonly canStart: boolean;
  readonly summary: BatchSummary | undefined;
  /** The duplicates are marked on the results on screen. */
  readonly duplicatesShown: boolean;
  /** What the polite live region says: milestones, the end of a run, an export, a copy. */
  readonly announcement: string;
  readonly changeSetup: (setup: Setup) => void;
  readonly start: () => void;
  readonly cancel: () => void;
  readonly changeFilter: (filter: RowFilter) => void;
  readonly changeChoices: (choices: ExportChoices) => void;
}

const initialSession = (handoff: BatchHandoff | undefined) =>
  initialBatchSession(
    handoff?.country ?? guessCountry({ stored: undefined, languages: navigator.languages ?? [] }) ?? 'US',
  );

/**
 * The list cleaner's session: the pure reducer (batch-session.ts), and the hooks that do what it needs, each with
 * one job: reading a list (use-list-reading.ts), the workers' run (use-batch-run.ts), what a finished run shows
 * (use-result-view.ts), the export and copy (use-batch-export.ts), and numbers handed over (use-handoff.ts).
 */
export function useBatchSession(handoff?: BatchHandoff): BatchSessionApi {
  const { locale } = useLocale();
  const t = useBatchMessages(locale);
  const [session, dispatch] = useReducer(batchReducer, handoff, initialSession);
  const [announcement, announce] = useState('');
  const { phase, setup } = session;
  const list = listOf(phase);
  const firstRow = firstRowOf(setup);
  const done = phase.kind === 'done' ? phase : undefined;

  const run = useBatchRun({ dispatch, announce, t, locale });
  const { summary, duplicatesShown, duplicatesMarked } = useResultView(done, firstRow, dispatch);
  const { abort: abortExport, ...exports } = useBatchExport({
    session,
    done,
    firstRow,
    t,
    dispatch,
    announce,
    duplicatesMarked,
  });
  const reading = useListReading({
    dispatch,
    source: list?.source,
    onStart: () => {
      abortExport();
      run.drop();
    },
    // Not while reading: starting workers then took the cores from the reading (tasks over 50 ms on a slow machine).
    onRead: (source) => run.warm(source, setup),
  });
  const start = () => {
    if (list && phase.kind !== 'running') run.start(list, setup, firstRow);
  };
  useHandoff(handoff, { phase, openText: reading.openText, ready: canStart(session), start });

  return {
    session,
    phase,
    setup,
    source: list?.source,
    firstRow,
    rows: rowsInList(session),
    problem: problemOf(session),
    canStart: canStart(session),
    summary,
    duplicatesShown,
    announcement,
    ...reading,
    ...exports,
    changeSetup: (next) => dispatch({ type: 'setup-changed', setup: next }),
    start,
    cancel: run.cancel,
    changeFilter: (next) => dispatch({ type: 'filter-changed', filter: next }),
    changeChoices: (choices) => dispatch({ type: 'choices-changed', choices }),
  };
}

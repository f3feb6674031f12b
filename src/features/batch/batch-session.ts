/**
 * The list cleaner's session as one pure state machine: what the screen shows and holds, with no workers, files,
 * timers or words in it (the session's hooks do those and dispatch what happened).
 * idle → reading → loaded (source read, layout guessed, column choices) → running (progress)
 * → done (results, filter, search) | failed | cancelled; a new list or Start leaves any of those.
 * It imports data and types only, never a view or React (batch-session.test.ts checks this), so it runs in a test
 * as it runs on the page.
 */
import type { CountryCode } from '../../phone/plan/countries';
import type { ReadOutcome, Source, SourceProblem } from '../../list/intake/intake';
import type { Setup } from '../../list/intake/setup';
import { detectLayout } from '../../list/intake/phone-columns';
import type { BatchResults } from '../../list/run/batch-results';
import type { BatchProgress } from '../../list/run/run-batch';
import type { ExportChoices } from '../../list/results/export-csv';
import { isFiltered, NO_FILTER, type RowFilter } from '../../list/results/row-filter';

/** Numbers sent from another screen (the Check screen's "Check them all"), cleaned at once. */
export interface BatchHandoff {
  readonly lines: readonly string[];
  readonly country: CountryCode | undefined;
}

/** A list read and ready: the rows and the name its export is saved under. */
export interface BatchList {
  readonly source: Source;
  readonly fileName: string;
}

export type BatchPhase =
  | { readonly kind: 'idle'; readonly problem: SourceProblem | undefined }
  | { readonly kind: 'reading'; readonly percent: number }
  | ({ readonly kind: 'loaded' } & BatchList)
  | ({ readonly kind: 'running'; readonly progress: BatchProgress } & BatchList)
  | ({
      readonly kind: 'done';
      readonly results: BatchResults;
      readonly seconds: number;
      readonly filter: RowFilter;
      /** The rows the filter keeps; undefined for all. */
      readonly shown: Uint32Array | undefined;
      /** A filter is being worked out; `shown` is still the previous one's. */
      readonly filtering: boolean;
    } & BatchList)
  | ({ readonly kind: 'failed'; readonly problem: 'worker' } & BatchList)
  | ({ readonly kind: 'cancelled' } & BatchList);

/** A run finished: its results, and the filter over them. */
export type DonePhase = Extract<BatchPhase, { readonly kind: 'done' }>;

export interface BatchSession {
  readonly phase: BatchPhase;
  /** How the list is read; kept from list to list (the default country above all). */
  readonly setup: Setup;
  readonly choices: ExportChoices;
  readonly exporting: boolean;
}

export type BatchAction =
  | { readonly type: 'read-started' }
  | { readonly type: 'read-progressed'; readonly percent: number }
  | { readonly type: 'read-finished'; readonly outcome: ReadOutcome; readonly fileName: string }
  | { readonly type: 'setup-changed'; readonly setup: Setup }
  | { readonly type: 'run-started' }
  | { readonly type: 'run-progressed'; readonly progress: BatchProgress }
  | { readonly type: 'run-finished'; readonly results: BatchResults; readonly seconds: number }
  | { readonly type: 'run-failed' }
  | { readonly type: 'run-cancelled' }
  | { readonly type: 'filter-changed'; readonly filter: RowFilter }
  | {
      readonly type: 'filtered';
      readonly filter: RowFilter;
      readonly firstRow: number;
      readonly rows: Uint32Array;
    }
  | { readonly type: 'choices-changed'; readonly choices: ExportChoices }
  | { readonly type: 'export-started' }
  | { readonly type: 'export-finished' };

export type BatchProblem = SourceProblem | 'worker' | 'no-phone-column' | 'no-rows';

export function initialBatchSession(defaultCountry: CountryCode | undefined): BatchSession {
  return {
    phase: { kind: 'idle', problem: undefined },
    setup: { hasHeader: false, phoneColumns: [0], countryColumn: undefined, defaultCountry },
    choices: { rows: 'all', writeBack: false, forExcel: false, layout: 'wide' },
    exporting: false,
  };
}

/** The list on screen, if any: none while one is being read. */
export function listOf(phase: BatchPhase): BatchList | undefined {
  return phase.kind === 'idle' || phase.kind === 'reading' ? undefined : phase;
}

export const firstRowOf = (setup: Setup) => (setup.hasHeader ? 1 : 0);

/** Whether the first rows have any digit in a phone column picked: if not, there is nothing to clean. */
export function phonesIn(source: Source, setup: Setup): boolean {
  return source.preview
    .slice(firstRowOf(setup))
    .some((row) => setup.phoneColumns.some((column) => /\d/.test(row[column] ?? '')));
}

/** What the alert says, if anything. */
export function problemOf({ phase, setup }: BatchSession): BatchProblem | undefined {
  if (phase.kind === 'idle' || phase.kind === 'failed') return phase.problem;
  const list = listOf(phase);
  if (!list) return undefined;
  // Said of the list as the setup reads it: a header with nothing under it only while the first row is a header.
  if (list.source.store.count - firstRowOf(setup) <= 0) return 'no-rows';
  return phonesIn(list.source, setup) ? undefined : 'no-phone-column';
}

/** Rows below the header. */
export function rowsInList(session: BatchSession): number {
  const list = listOf(session.phase);
  return list ? Math.max(0, list.source.store.count - firstRowOf(session.setup)) : 0;
}

export function canStart(session: BatchSession): boolean {
  const { phase, setup } = session;
  const list = listOf(phase);
  return (
    list !== undefined && phase.kind !== 'running' && rowsInList(session) > 0 && phonesIn(list.source, setup)
  );
}

/** Whether two setups ask the same question of the list (a header toggle only moves the first row). */
const sameJob = (a: Setup, b: Setup) =>
  a.phoneColumns.join() === b.phoneColumns.join() &&
  a.countryColumn === b.countryColumn &&
  a.defaultCountry === b.defaultCountry;

export function batchReducer(state: BatchSession, action: BatchAction): BatchSession {
  const { phase } = state;
  switch (action.type) {
    case 'read-started':
      return { ...state, phase: { kind: 'reading', percent: 0 } };
    case 'read-progressed':
      return phase.kind === 'reading' && phase.percent !== action.percent
        ? { ...state, phase: { kind: 'reading', percent: action.percent } }
        : state;
    case 'read-finished': {
      const { outcome } = action;
      if (!outcome.ok) return { ...state, phase: { kind: 'idle', problem: outcome.problem } };
      return {
        ...state,
        phase: { kind: 'loaded', source: outcome.source, fileName: action.fileName },
        setup: { ...state.setup, ...detectLayout(outcome.source.preview, state.setup.defaultCountry) },
      };
    }
    case 'setup-changed': {
      const next = { ...state, setup: action.setup };
      if (phase.kind !== 'done') return next;
      // Other columns or country: the results no longer answer the question.
      if (!sameJob(state.setup, action.setup)) {
        return { ...next, phase: { kind: 'loaded', source: phase.source, fileName: phase.fileName } };
      }
      // A header toggle moves the first row: a filter is worked out again from it.
      const refilter = action.setup.hasHeader !== state.setup.hasHeader && isFiltered(phase.filter);
      return refilter ? { ...next, phase: { ...phase, filtering: true } } : next;
    }
    case 'run-started': {
      const list = listOf(phase);
      if (!list || phase.kind === 'running') return state;
      const total = Math.max(0, list.source.store.count - firstRowOf(state.setup));
      const progress = { done: 0, total, rowsPerSecond: 0, secondsLeft: undefined };
      return { ...state, phase: { kind: 'running', source: list.source, fileName: list.fileName, progress } };
    }
    case 'run-progressed':
      return phase.kind === 'running' ? { ...state, phase: { ...phase, progress: action.progress } } : state;
    case 'run-finished':
      if (phase.kind !== 'running') return state;
      return {
        ...state,
        phase: {
          kind: 'done',
          source: phase.source,
          fileName: phase.fileName,
          results: action.results,
          seconds: action.seconds,
          filter: NO_FILTER,
          shown: undefined,
          filtering: false,
        },
      };
    case 'run-failed':
      if (phase.kind !== 'running') return state;
      return {
        ...state,
        phase: { kind: 'failed', problem: 'worker', source: phase.source, fileName: phase.fileName },
      };
    case 'run-cancelled':
      if (phase.kind !== 'running') return state;
      return { ...state, phase: { kind: 'cancelled', source: phase.source, fileName: phase.fileName } };
    case 'filter-changed':
      if (phase.kind !== 'done') return state;
      return isFiltered(action.filter)
        ? { ...state, phase: { ...phase, filter: action.filter, filtering: true } }
        : { ...state, phase: { ...phase, filter: action.filter, shown: undefined, filtering: false } };
    case 'filtered':
      // A late answer to an older filter (or from another first row) is dropped: a newer one is on its way.
      if (
        phase.kind !== 'done' ||
        action.filter !== phase.filter ||
        action.firstRow !== firstRowOf(state.setup)
      ) {
        return state;
      }
      return { ...state, phase: { ...phase, shown: action.rows, filtering: false } };
    case 'choices-changed':
      return { ...state, choices: action.choices };
    case 'export-started':
      return { ...state, exporting: true };
    case 'export-finished':
      return { ...state, exporting: false };
  }
}

/**
 * src/list/run: the cleaning of a list read. Segments judged by normalise-chunk.ts (in the screen's Web Workers,
 * src/features/batch/run/batch-worker.ts, and the command line's worker threads), workers started early
 * (warm-workers.ts), the run over them (this file), the results they fill (batch-results.ts), and its progress
 * (progress-report.ts; the screen's progress-panel.tsx shows it). It may import table/ and intake/,
 * the stages before it; table/ and intake/ never import it, results/ may (the lint rule layers/one-way enforces
 * this). The worker protocol (ChunkRequest, WarmUp, ChunkResult) and the typed-array results are what the
 * benchmark measures: a change to them is a change to the list's throughput.
 *
 * Spreads a RowStore's segments over Web Workers (one per core), two segments in flight per worker so none
 * waits for the page, files the answers in place (input order, whatever order they come back in), reports
 * progress, and stops at once on cancel: the workers are terminated, not asked.
 */
import type { CountryCode } from '../../phone/plan/countries';
import type { RowStore } from '../table/row-store';
import { createResults, storeChunk, type BatchResults } from './batch-results';
import { chunkRequest, type ChunkRequest, type ChunkResult, type WarmUp } from './normalise-chunk';

export interface BatchWorker {
  postMessage(message: ChunkRequest | WarmUp): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ChunkResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface BatchJob {
  readonly store: RowStore;
  /** The phone columns, in input order. */
  readonly phoneColumns: readonly number[];
  /** The first row of the list (1 under a header): the header is no row to judge or count. */
  readonly firstRow: number;
  readonly countryColumn: number | undefined;
  readonly defaultCountry: CountryCode | undefined;
  /** Country names → codes for the country column (country-name-table.ts), sent with every chunk. */
  readonly countryNames?: Readonly<Record<string, CountryCode>> | undefined;
}

export interface BatchProgress {
  readonly done: number;
  readonly total: number;
  readonly rowsPerSecond: number;
  readonly secondsLeft: number | undefined;
}

export interface BatchOptions {
  readonly createWorker: () => BatchWorker;
  readonly workers: number;
  readonly onProgress?: (progress: BatchProgress) => void;
  readonly now?: () => number;
}

export interface BatchRun {
  readonly done: Promise<BatchResults>;
  cancel(): void;
}

export class BatchCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/**
 * Segments (4,096 rows each) a worker holds at once: one it works on and the next, so it never waits for the page
 * (or the command line) to hand it one. The screen and `telfield clean` both run with it.
 */
export const SEGMENTS_IN_FLIGHT = 2;

/** One worker per core (what the browser reports), at least one. */
export function workerCount(hardwareConcurrency: number | undefined): number {
  return Math.max(1, Math.min(hardwareConcurrency || 2, 16));
}

export function runBatch(job: BatchJob, options: BatchOptions): BatchRun {
  const { store } = job;
  const now = options.now ?? (() => performance.now());
  const results = createResults(store, job.phoneColumns);
  const total = Math.max(0, store.count - job.firstRow);
  const segments = store.segments;
  const pool = Array.from(
    { length: Math.max(1, Math.min(options.workers, segments.length)) },
    options.createWorker,
  );
  const started = now();
  let next = 0;
  let finished = 0;
  let done = 0;
  let settled = false;
  let reject: (error: Error) => void = () => undefined;

  const stop = () => {
    settled = true;
    for (const worker of pool) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
    }
  };

  const promise = new Promise<BatchResults>((resolve, rejectPromise) => {
    reject = (error) => {
      if (settled) return;
      stop();
      rejectPromise(error);
    };
    if (segments.length === 0) {
      stop();
      resolve(results);
      return;
    }
    const give = (worker: BatchWorker) => {
      const segment = segments[next];
      if (!segment) return;
      worker.postMessage(chunkRequest(next++, segment, store, job));
    };
    for (const worker of pool) {
      worker.onmessage = (event) => {
        const chunk = event.data;
        const segment = segments[chunk.id];
        if (!segment || settled) return;
        storeChunk(results, segment.firstRow, chunk);
        // The header's row is in the first segment: progress counts the list's rows.
        done += chunk.rows - (segment.firstRow === 0 ? Math.min(job.firstRow, chunk.rows) : 0);
        finished++;
        const rowsPerSecond = done / Math.max((now() - started) / 1000, 1e-3);
        options.onProgress?.({
          done,
          total,
          rowsPerSecond,
          secondsLeft: (total - done) / rowsPerSecond,
        });
        if (finished === segments.length) {
          stop();
          resolve(results);
        } else give(worker);
      };
      worker.onerror = (event) => reject(new Error(event.message || 'A worker failed'));
      for (let i = 0; i < SEGMENTS_IN_FLIGHT; i++) give(worker);
    }
  });

  return { done: promise, cancel: () => reject(new BatchCancelled()) };
}

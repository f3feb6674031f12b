/**
 * src/list/run: the cleaning of a list read. Segments judged by normalise-chunk.ts (in the screen's Web Workers,
 * src/features/batch/run/batch-worker.ts, and the command line's worker threads), workers started early
 * (warm-workers.ts), the pool both shells hand segments to (segment-pool.ts), the screen's run over it (this file;
 * the command line's is src/cli/clean-list.ts), the results they fill (batch-results.ts), and its progress
 * (progress-report.ts; the screen's progress-panel.tsx shows it). It may import table/ and intake/,
 * the stages before it; table/ and intake/ never import it, results/ may (the lint rule layers/one-way enforces
 * this). The worker protocol (ChunkRequest, WarmUp, ChunkResult) and the typed-array results are what the
 * benchmark measures: a change to them is a change to the list's throughput.
 *
 * Spreads a RowStore's segments over Web Workers (one per core) through the list's pool (segment-pool.ts, which the
 * command line's threads share), files the answers in place (input order, whatever order they come back in),
 * reports progress, and stops at once on cancel: the workers are terminated, not asked.
 */
import type { CountryCode } from '../../phone/plan/countries';
import type { RowStore } from '../table/row-store';
import { createResults, storeChunk, type BatchResults } from './batch-results';
import { chunkRequest } from './normalise-chunk';
import { createSegmentPool, SEGMENTS_IN_FLIGHT, type SegmentWorker } from './segment-pool';

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
  readonly createWorker: () => SegmentWorker;
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
  const pool = createSegmentPool(
    Array.from({ length: Math.max(1, Math.min(options.workers, segments.length)) }, options.createWorker),
  );
  const started = now();
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<BatchResults>((resolve, reject) => {
    fail = (error) => {
      pool.close(error);
      reject(error);
    };
    let next = 0;
    let finished = 0;
    let rows = 0;
    const give = () => {
      const id = next++;
      const segment = segments[id];
      if (!segment) return;
      pool.run(chunkRequest(id, segment, store, job)).then((chunk) => {
        storeChunk(results, segment.firstRow, chunk);
        // The header's row is in the first segment: progress counts the list's rows.
        rows += chunk.rows - (segment.firstRow === 0 ? Math.min(job.firstRow, chunk.rows) : 0);
        const rowsPerSecond = rows / Math.max((now() - started) / 1000, 1e-3);
        options.onProgress?.({
          done: rows,
          total,
          rowsPerSecond,
          secondsLeft: (total - rows) / rowsPerSecond,
        });
        if (++finished < segments.length) return give();
        pool.close();
        resolve(results);
      }, fail);
    };
    if (segments.length === 0) {
      pool.close();
      resolve(results);
    } else for (let i = 0; i < pool.size * SEGMENTS_IN_FLIGHT; i++) give();
  });
  return { done, cancel: () => fail(new BatchCancelled()) };
}

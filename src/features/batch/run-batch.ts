/**
 * Spreads a list over Web Workers (one per core) in chunks, keeps results in input order, reports progress,
 * and stops at once on cancel (the workers are terminated).
 */
import type { CountryCode } from '../../phone/countries';
import type { RowResult } from './normalise-row';

export interface BatchWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface BatchProgress {
  readonly done: number;
  readonly total: number;
  readonly rowsPerSecond: number;
  readonly secondsLeft: number | undefined;
}

export interface BatchInput {
  readonly cells: readonly string[];
  readonly countries?: readonly (CountryCode | undefined)[] | undefined;
  readonly defaultCountry: CountryCode | undefined;
}

export interface BatchOptions {
  readonly createWorker: () => BatchWorker;
  readonly workers: number;
  readonly chunkSize?: number;
  readonly onProgress?: (progress: BatchProgress) => void;
  readonly now?: () => number;
}

export interface BatchRun {
  readonly done: Promise<RowResult[]>;
  cancel(): void;
}

export class BatchCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

export function runBatch(input: BatchInput, options: BatchOptions): BatchRun {
  const { cells, countries, defaultCountry } = input;
  const chunkSize = options.chunkSize ?? 2000;
  const now = options.now ?? (() => performance.now());
  const results: RowResult[] = new Array<RowResult>(cells.length);
  const chunks = Math.ceil(cells.length / chunkSize);
  const pool = Array.from({ length: Math.max(1, Math.min(options.workers, chunks)) }, options.createWorker);
  const started = now();
  let next = 0;
  let finished = 0;
  let done = 0;
  let reject: (error: Error) => void = () => undefined;

  const promise = new Promise<RowResult[]>((resolve, rejectPromise) => {
    reject = rejectPromise;
    if (cells.length === 0) {
      pool.forEach((w) => w.terminate());
      resolve(results);
      return;
    }
    const give = (worker: BatchWorker) => {
      if (next >= chunks) return;
      const id = next++;
      const from = id * chunkSize;
      worker.postMessage({
        id,
        cells: cells.slice(from, from + chunkSize),
        countries: countries?.slice(from, from + chunkSize),
        defaultCountry,
      });
    };
    for (const worker of pool) {
      worker.onmessage = (event: MessageEvent<{ id: number; results: RowResult[] }>) => {
        const { id, results: chunk } = event.data;
        chunk.forEach((result, i) => (results[id * chunkSize + i] = result));
        done += chunk.length;
        finished++;
        const seconds = (now() - started) / 1000;
        const rowsPerSecond = seconds > 0 ? done / seconds : 0;
        options.onProgress?.({
          done,
          total: cells.length,
          rowsPerSecond,
          secondsLeft: rowsPerSecond > 0 ? (cells.length - done) / rowsPerSecond : undefined,
        });
        if (finished === chunks) {
          pool.forEach((w) => w.terminate());
          resolve(results);
        } else give(worker);
      };
      worker.onerror = (event) => {
        pool.forEach((w) => w.terminate());
        rejectPromise(new Error(event.message || 'A worker failed'));
      };
      give(worker);
    }
  });

  return {
    done: promise,
    cancel() {
      pool.forEach((w) => w.terminate());
      reject(new BatchCancelled());
    },
  };
}

/**
 * Workers started before they are needed. In a trace of a million-row run, the first chunk reached a worker ~0.4 s
 * after Start (the module worker starting) and was worked on ~0.6 s later (the full metadata loading): a sixth of
 * the run. The screen warms its workers once a list is read; Start takes them, or new ones if none wait.
 * Warming also judges the list's first rows once (warmUpSample): a cold worker took ~100 ms over its first chunk
 * compiling the engine and reading the plans the list uses, which a person setting up never waits for.
 */
import type { CountryCode } from '../../phone/plan/countries';
import type { RowStore } from '../table/row-store';
import { chunkRequest, type ChunkRequest } from './normalise-chunk';
import type { SegmentWorker } from './segment-pool';

export interface WarmWorkers {
  /** Starts workers (each loading the metadata, and judging `sample` if given) until `count` wait. */
  warm(count: number, sample?: ChunkRequest): void;
  /** A waiting worker, else a new one. */
  take(): SegmentWorker;
  /** Stops the waiting ones. */
  dispose(): void;
}

export function createWarmWorkers(create: () => SegmentWorker): WarmWorkers {
  const waiting: SegmentWorker[] = [];
  return {
    warm(count, sample) {
      while (waiting.length < count) {
        const worker = create();
        worker.postMessage({ warmUp: true, sample });
        waiting.push(worker);
      }
    },
    take: () => waiting.pop() ?? create(),
    dispose() {
      for (const worker of waiting.splice(0)) worker.terminate();
    },
  };
}

/** How many of the list's first rows a warming worker judges: enough to compile the engine and read their plans. */
export const WARM_UP_ROWS = 4096;

/** The list's first rows as a chunk, read with the layout guessed for it (undefined for an empty list). */
export function warmUpSample(
  store: RowStore,
  setup: { readonly phoneColumns: readonly number[]; readonly defaultCountry: CountryCode | undefined },
): ChunkRequest | undefined {
  const segment = store.segments[0];
  if (!segment) return undefined;
  const rows = Math.min(WARM_UP_ROWS, segment.starts.length);
  const sample = {
    text: segment.text.slice(0, segment.ends[rows - 1]),
    starts: segment.starts.slice(0, rows),
    ends: segment.ends.slice(0, rows),
  };
  return chunkRequest(-1, sample, store, { ...setup, countryColumn: undefined });
}

/**
 * Workers started before they are needed. In a trace of a million-row run, the first chunk reached a worker ~0.4 s
 * after Start (the module worker starting) and was worked on ~0.6 s later (the full metadata loading): a sixth of
 * the run. The screen warms its workers once a list is read; Start takes them, or new ones if none wait.
 */
import { WARM_UP } from './normalise-chunk';
import type { BatchWorker } from './run-batch';

export interface WarmWorkers {
  /** Starts workers (each loading the metadata) until `count` wait. */
  warm(count: number): void;
  /** A waiting worker, else a new one. */
  take(): BatchWorker;
  /** Stops the waiting ones. */
  dispose(): void;
}

export function createWarmWorkers(create: () => BatchWorker): WarmWorkers {
  const waiting: BatchWorker[] = [];
  return {
    warm(count) {
      while (waiting.length < count) {
        const worker = create();
        worker.postMessage(WARM_UP);
        waiting.push(worker);
      }
    },
    take: () => waiting.pop() ?? create(),
    dispose() {
      for (const worker of waiting.splice(0)) worker.terminate();
    },
  };
}

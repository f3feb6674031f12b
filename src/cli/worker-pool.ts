/**
 * Worker threads, one per core, each answering its segments in the order it was given them: `run` hands a segment
 * to the next worker in turn and resolves with its answer. The caller keeps the order of the file (a queue of these
 * promises) and how many are in flight.
 */
import { Worker } from 'node:worker_threads';
import type { ChunkRequest, ChunkResult } from '../list/run/normalise-chunk';

export interface WorkerPool {
  readonly size: number;
  run(request: ChunkRequest): Promise<ChunkResult>;
  /** Stops every worker at once (Ctrl+C, an error): what they hold is dropped. */
  close(): Promise<void>;
}

interface Waiting {
  readonly resolve: (result: ChunkResult) => void;
  readonly reject: (error: Error) => void;
}

export function createWorkerPool(script: string, size: number): WorkerPool {
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    });
    const waiting: Waiting[] = [];
    worker.on('message', (result: ChunkResult) => waiting.shift()?.resolve(result));
    worker.on('error', (error) => {
      for (const w of waiting.splice(0)) w.reject(error);
    });
    return { worker, waiting };
  });
  let next = 0;
  return {
    size,
    run(request) {
      const slot = workers[next++ % workers.length];
      if (!slot) return Promise.reject(new Error('no worker'));
      return new Promise((resolve, reject) => {
        slot.waiting.push({ resolve, reject });
        slot.worker.postMessage(request);
      });
    },
    close: async () => {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}

/**
 * The list's workers, as both shells drive them: the screen's Web Workers and the command line's worker threads
 * (each behind the same small port, SegmentWorker). A segment goes to the worker with the fewest segments in hand, so
 * a worker that answers is the next one fed and none waits while another has two queued. An answer is matched to its
 * request by the request's id, so each run's ids must differ (a worker need not answer in the order it was given).
 *   const pool = createSegmentPool([a, b]);
 *   pool.run(request) → Promise<ChunkResult>   (rejects when that worker fails or the pool is closed)
 *   pool.close()                               (every worker stopped at once: what they held is rejected)
 * Neither shell keeps more than `pool.size × SEGMENTS_IN_FLIGHT` segments in hand: the screen, so that no worker
 * waits for the page; the command line, so that memory stays flat whatever the file's size.
 */
import type { ChunkRequest, ChunkResult, WarmUp } from './normalise-chunk';

/** A worker as the pool talks to it: a Web Worker is one; a worker thread is adapted to it (src/cli). */
export interface SegmentWorker {
  postMessage(message: ChunkRequest | WarmUp): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ChunkResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/**
 * Segments (4,096 rows each) a worker holds at once: one it works on and the next, so it never waits for the page
 * (or the command line) to hand it one.
 */
export const SEGMENTS_IN_FLIGHT = 2;

export interface SegmentPool {
  readonly size: number;
  run(request: ChunkRequest): Promise<ChunkResult>;
  /** Stops every worker at once; what waits is rejected with `reason`. The pool takes no segment after. */
  close(reason?: Error): void;
}

interface Waiting {
  readonly resolve: (result: ChunkResult) => void;
  readonly reject: (error: Error) => void;
}

function rejectAll(waiting: Map<number, Waiting>, error: Error): void {
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
}

export function createSegmentPool(workers: readonly SegmentWorker[]): SegmentPool {
  const queues = workers.map((worker) => {
    const waiting = new Map<number, Waiting>();
    worker.onmessage = (event) => {
      const answer = event.data;
      waiting.get(answer.id)?.resolve(answer);
      waiting.delete(answer.id);
    };
    worker.onerror = (event) => rejectAll(waiting, new Error(event.message || 'A worker failed'));
    return { worker, waiting };
  });
  return {
    size: workers.length,
    run(request) {
      const { worker, waiting } = queues.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
      return new Promise((resolve, reject) => {
        waiting.set(request.id, { resolve, reject });
        worker.postMessage(request);
      });
    },
    close(reason = new Error('closed')) {
      // Once: the rejections it makes may close it again.
      for (const { worker, waiting } of queues.splice(0)) {
        worker.onmessage = null;
        worker.onerror = null;
        worker.terminate();
        rejectAll(waiting, reason);
      }
    },
  };
}

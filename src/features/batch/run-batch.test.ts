import { describe, expect, it } from 'vitest';
import type { RowResult } from './normalise-row';
import { BatchCancelled, runBatch, type BatchProgress, type BatchWorker } from './run-batch';

/** A worker stand-in that answers each chunk on the next tick, echoing the cells as "e164". */
function fakeWorker(log: string[]): BatchWorker {
  const worker: BatchWorker = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      const { id, cells } = message as { id: number; cells: string[] };
      log.push(`chunk ${id}`);
      setTimeout(() => {
        const results = cells.map((cell): RowResult => ({ e164: cell, international: '', country: '', type: '', status: 'valid', reason: '' }));
        worker.onmessage?.({ data: { id, results } } as MessageEvent);
      }, Math.random() * 5);
    },
    terminate() {
      log.push('terminate');
      worker.onmessage = null;
    },
  };
  return worker;
}

describe('runBatch', () => {
  it('returns every row, in input order, across workers and chunks, with progress', async () => {
    const cells = Array.from({ length: 1003 }, (_, i) => String(i));
    const log: string[] = [];
    const progress: BatchProgress[] = [];
    const run = runBatch({ cells, defaultCountry: 'US' }, { createWorker: () => fakeWorker(log), workers: 2, chunkSize: 100, onProgress: (p) => progress.push(p) });
    const results = await run.done;
    expect(results.map((r) => r.e164)).toEqual(cells);
    expect(log.filter((l) => l.startsWith('chunk'))).toHaveLength(11);
    expect(progress.at(-1)).toMatchObject({ done: 1003, total: 1003 });
    expect(log.filter((l) => l === 'terminate')).toHaveLength(2);
  });

  it('stops at once on cancel', async () => {
    const log: string[] = [];
    const run = runBatch({ cells: Array.from({ length: 10_000 }, String), defaultCountry: undefined }, { createWorker: () => fakeWorker(log), workers: 2, chunkSize: 10 });
    run.cancel();
    await expect(run.done).rejects.toBeInstanceOf(BatchCancelled);
    expect(log.filter((l) => l === 'terminate')).toHaveLength(2);
    expect(log.filter((l) => l.startsWith('chunk')).length).toBeLessThanOrEqual(2);
  });

  it('finishes an empty list at once', async () => {
    await expect(runBatch({ cells: [], defaultCountry: 'US' }, { createWorker: () => fakeWorker([]), workers: 2 }).done).resolves.toEqual([]);
  });
});

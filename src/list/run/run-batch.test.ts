import { FULL_RULES } from '../../phone/api/full-rules';
import { describe, expect, it } from 'vitest';
import { createRecordSplitter } from '../table/record-splitter';
import { createRowStoreBuilder } from '../table/row-store';
import { rowView } from '../results/row-view';
import type { ColumnResults } from './batch-results';
import { normaliseChunk, type ChunkRequest } from './normalise-chunk';
import { BatchCancelled, runBatch, workerCount, type BatchProgress } from './run-batch';
import type { SegmentWorker } from './segment-pool';

/** A worker stand-in that answers each chunk after a random delay (so answers come back out of order). */
function fakeWorker(log: string[]): SegmentWorker {
  const worker: SegmentWorker = {
    onmessage: null,
    onerror: null,
    postMessage(request: ChunkRequest) {
      log.push(`chunk ${request.id}`);
      setTimeout(
        () => worker.onmessage?.({ data: normaliseChunk(request, FULL_RULES) } as MessageEvent),
        Math.random() * 5,
      );
    },
    terminate() {
      log.push('terminate');
    },
  };
  return worker;
}

/** A store cut into small segments, so a short list still spans many chunks. */
const storeOf = (lines: readonly string[]) => {
  const splitter = createRecordSplitter({ delimiter: ',', maxRows: 100 });
  const builder = createRowStoreBuilder({ delimiter: ',' });
  for (const segment of [...splitter.push(lines.join('\n')), ...splitter.end()]) builder.add(segment);
  return builder.build();
};

describe('runBatch', () => {
  it('returns every row, in input order, across workers and segments, with progress', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) =>
      i % 2 ? `+44 20 7946 ${String(i).padStart(4, '0')}` : `n/a ${i % 2}`,
    );
    const store = storeOf(lines);
    expect(store.segments.length).toBeGreaterThan(5);
    const log: string[] = [];
    const progress: BatchProgress[] = [];
    const run = runBatch(
      { store, phoneColumns: [0], firstRow: 0, countryColumn: undefined, defaultCountry: 'US' },
      { createWorker: () => fakeWorker(log), workers: 2, onProgress: (p) => progress.push(p) },
    );
    const results = await run.done;
    expect(
      Array.from({ length: 1000 }, (_, i) => rowView(results.columns[0] as ColumnResults, store, i).status),
    ).toEqual(lines.map((_, i) => (i % 2 ? 'valid' : 'invalid')));
    expect(rowView(results.columns[0] as ColumnResults, store, 999).e164).toBe('+442079460999');
    expect(log.filter((l) => l.startsWith('chunk'))).toHaveLength(store.segments.length);
    expect(progress.at(-1)).toMatchObject({ done: 1000, total: 1000 });
    expect(log.filter((l) => l === 'terminate')).toHaveLength(2);
  });

  it('counts the list’s rows in its progress, not its header', async () => {
    const store = storeOf(['phone', ...Array.from({ length: 200 }, (_, i) => `+44 20 7946 ${1000 + i}`)]);
    const progress: BatchProgress[] = [];
    await runBatch(
      { store, phoneColumns: [0], firstRow: 1, countryColumn: undefined, defaultCountry: 'US' },
      { createWorker: () => fakeWorker([]), workers: 2, onProgress: (p) => progress.push(p) },
    ).done;
    expect(progress.at(-1)).toMatchObject({ done: 200, total: 200 });
    expect(progress.every((p) => p.done <= 200)).toBe(true);
  });

  it('stops at once on cancel: workers terminated, nothing more sent', async () => {
    const log: string[] = [];
    const store = storeOf(Array.from({ length: 1000 }, (_, i) => String(i)));
    const run = runBatch(
      { store, phoneColumns: [0], firstRow: 0, countryColumn: undefined, defaultCountry: undefined },
      { createWorker: () => fakeWorker(log), workers: 2 },
    );
    run.cancel();
    await expect(run.done).rejects.toBeInstanceOf(BatchCancelled);
    expect(log.filter((l) => l === 'terminate')).toHaveLength(2);
    expect(log.filter((l) => l.startsWith('chunk'))).toHaveLength(4);
  });

  it('reports a failed worker as an error, not as a hang', async () => {
    const store = storeOf(['1', '2']);
    const broken: SegmentWorker = {
      onmessage: null,
      onerror: null,
      postMessage() {
        setTimeout(() => broken.onerror?.({ message: 'boom' } as ErrorEvent), 1);
      },
      terminate() {},
    };
    await expect(
      runBatch(
        { store, phoneColumns: [0], firstRow: 0, countryColumn: undefined, defaultCountry: 'US' },
        { createWorker: () => broken, workers: 1 },
      ).done,
    ).rejects.toThrow('boom');
  });

  it('uses one worker per core', () => {
    expect(workerCount(2)).toBe(2);
    expect(workerCount(8)).toBe(8);
    expect(workerCount(undefined)).toBe(2);
  });
});

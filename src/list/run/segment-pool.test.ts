import { describe, expect, it } from 'vitest';
import type { ChunkRequest, ChunkResult } from './normalise-chunk';
import { createSegmentPool, type SegmentWorker } from './segment-pool';

/** A worker stand-in that holds what it is given until told to answer, in any order. */
function heldWorker(name: string, log: string[]) {
  const held = new Map<number, ChunkRequest>();
  const worker: SegmentWorker = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      const request = message as ChunkRequest;
      log.push(`${name} ${request.id}`);
      held.set(request.id, request);
    },
    terminate() {
      log.push(`${name} stopped`);
    },
  };
  const answer = (id: number) =>
    worker.onmessage?.(new MessageEvent('message', { data: { id, rows: 1, columns: [] } as ChunkResult }));
  const fail = (message: string) => worker.onerror?.({ message } as ErrorEvent);
  return { worker, held, answer, fail };
}

const request = (id: number) => ({ id }) as ChunkRequest;

describe('the list’s pool of workers', () => {
  it('matches each answer to its request by id, whatever order a worker answers in', async () => {
    const a = heldWorker('a', []);
    const pool = createSegmentPool([a.worker]);
    const first = pool.run(request(7));
    const second = pool.run(request(8));
    a.answer(8);
    a.answer(7);
    expect((await first).id).toBe(7);
    expect((await second).id).toBe(8);
  });

  it('hands each segment to the worker holding the fewest, so the one that answered is fed next', async () => {
    const log: string[] = [];
    const a = heldWorker('a', log);
    const b = heldWorker('b', log);
    const pool = createSegmentPool([a.worker, b.worker]);
    const runs = [0, 1, 2, 3].map((id) => pool.run(request(id)));
    expect(log).toEqual(['a 0', 'b 1', 'a 2', 'b 3']);
    b.answer(1);
    await runs[1];
    void pool.run(request(4));
    expect(log.at(-1)).toBe('b 4');
  });

  it('rejects what a failed worker holds, and only that', async () => {
    const a = heldWorker('a', []);
    const b = heldWorker('b', []);
    const pool = createSegmentPool([a.worker, b.worker]);
    const onA = pool.run(request(0));
    const onB = pool.run(request(1));
    a.fail('out of memory');
    await expect(onA).rejects.toThrow('out of memory');
    b.answer(1);
    expect((await onB).id).toBe(1);
  });

  it('stops every worker on close, and rejects what they hold with the reason', async () => {
    const log: string[] = [];
    const pool = createSegmentPool([heldWorker('a', log).worker, heldWorker('b', log).worker]);
    const held = pool.run(request(0));
    pool.close(new Error('cancelled'));
    await expect(held).rejects.toThrow('cancelled');
    expect(log).toEqual(['a 0', 'a stopped', 'b stopped']);
  });
});

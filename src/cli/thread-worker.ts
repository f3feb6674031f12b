/**
 * A worker thread of `telfield clean` behind the list's worker port (segment-pool.ts): the shared pool drives it as
 * the screen's pool drives a Web Worker, so the two shells hand out segments and match answers by one rule.
 */
import { Worker } from 'node:worker_threads';
import type { ChunkResult } from '../list/run/normalise-chunk';
import type { SegmentWorker } from '../list/run/segment-pool';

export function threadWorker(script: string): SegmentWorker {
  const thread = new Worker(script, {
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
  });
  const port: SegmentWorker = {
    postMessage: (message) => thread.postMessage(message),
    terminate: () => void thread.terminate(),
    onmessage: null,
    onerror: null,
  };
  thread.on('message', (data: ChunkResult) => port.onmessage?.(new MessageEvent('message', { data })));
  // Node has no ErrorEvent; the pool reads only the message of one.
  thread.on('error', (error) => port.onerror?.({ message: error.message } as ErrorEvent));
  return port;
}

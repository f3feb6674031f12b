// A worker thread of `telfield clean`: the list's worker (batch-worker.ts) for Node, segments judged with the one
// judgement and the full rules, answered in the order they came.
import { parentPort } from 'node:worker_threads';
import { normaliseChunk, transferablesOf, type ChunkRequest } from '../list/run/normalise-chunk';
import { FULL_RULES } from '../phone/api/full-rules';

parentPort?.on('message', (request: ChunkRequest) => {
  const result = normaliseChunk(request, FULL_RULES);
  parentPort?.postMessage(result, transferablesOf(result));
});

// A Web Worker that judges segments of rows with the Check screen's engine and the full metadata (loaded once).
import { loadMaxMetadata } from '../../../phone/metadata/metadata';
import { isWarmUp, normaliseChunk, transferablesOf, type ChunkRequest, type WarmUp } from './normalise-chunk';

self.onmessage = async (event: MessageEvent<ChunkRequest | WarmUp>) => {
  // A cell is a final value: no digit countdown (validate() is asked with countdown: false).
  const metadata = await loadMaxMetadata();
  if (isWarmUp(event.data)) {
    if (event.data.sample) normaliseChunk(event.data.sample, metadata);
    return;
  }
  const result = normaliseChunk(event.data, metadata);
  (self as unknown as Worker).postMessage(result, transferablesOf(result));
};

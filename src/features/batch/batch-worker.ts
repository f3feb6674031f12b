// A Web Worker that judges segments of rows with the Check screen's engine and the full metadata (loaded once).
import { loadMaxMetadata } from '../../phone/metadata';
import { normaliseChunk, transferablesOf, type ChunkRequest } from './normalise-chunk';

self.onmessage = async (event: MessageEvent<ChunkRequest>) => {
  const metadata = await loadMaxMetadata();
  const result = normaliseChunk(event.data, metadata);
  (self as unknown as Worker).postMessage(result, transferablesOf(result));
};

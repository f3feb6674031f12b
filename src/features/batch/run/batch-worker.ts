// A Web Worker that judges segments of rows with the one judgement and the full rules (loaded once).
import { countdown } from '../../../phone/judge/countdown';
import { fullRules, type Rules } from '../../../phone/judge/rules';
import { loadMaxMetadata } from '../../../phone/metadata/metadata';
import {
  isWarmUp,
  normaliseChunk,
  transferablesOf,
  type ChunkRequest,
  type WarmUp,
} from '../../../list/run/normalise-chunk';

let rules: Promise<Rules> | undefined;

self.onmessage = async (event: MessageEvent<ChunkRequest | WarmUp>) => {
  // The countdown tells a complete number ("not valid") from one still short of digits, as the field does.
  rules ??= loadMaxMetadata().then((metadata) => fullRules(metadata, countdown));
  const loaded = await rules;
  if (isWarmUp(event.data)) {
    if (event.data.sample) normaliseChunk(event.data.sample, loaded);
    return;
  }
  const result = normaliseChunk(event.data, loaded);
  (self as unknown as Worker).postMessage(result, transferablesOf(result));
};

/**
 * src/phone/metadata: libphonenumber-js's small and full metadata, loaded here (the full one as a difference over
 * the small one, after first paint), and internals.ts, the one file that reads libphonenumber-js beyond its
 * documented API. Only src/phone imports from here.
 */
// Formatting needs only the small metadata; strict validation and number types need the full one, loaded later.
import type { MetadataJson } from 'libphonenumber-js/core';
import minMetadataJson from 'libphonenumber-js/min/metadata';
import { runtimePlanOf } from './internals';
import { applyDelta } from './metadata-delta';

export type { MetadataJson };

export const MIN_METADATA: MetadataJson = minMetadataJson;

let maxMetadata: Promise<MetadataJson> | undefined;

/**
 * Loads the full metadata once, in its own chunk, so the first paint carries only what formatting needs. The chunk
 * holds only what the full metadata adds to the small one (~20 kB brotli instead of ~34 kB), rebuilt here.
 */
export function loadMaxMetadata(): Promise<MetadataJson> {
  maxMetadata ??= import('./max-metadata-delta.js').then(
    (module) => applyDelta(MIN_METADATA, module.default) as MetadataJson,
  );
  return maxMetadata;
}

const typed = new WeakMap<MetadataJson, boolean>();

/**
 * Whether the metadata describes number types for every country (the full one), not only for shared calling codes
 * (the small one): only then can a whole number's country and validity be told exactly.
 */
export function describesTypes(metadata: MetadataJson): boolean {
  let answer = typed.get(metadata);
  if (answer === undefined)
    typed.set(metadata, (answer = runtimePlanOf('DE', metadata)?.hasTypes() === true));
  return answer;
}

// Formatting needs only the small metadata; strict validation and number types need the full one, loaded later.
import type { MetadataJson } from 'libphonenumber-js/core';
import minMetadataJson from 'libphonenumber-js/min/metadata';

export type { MetadataJson };

export const MIN_METADATA: MetadataJson = minMetadataJson;

let maxMetadata: Promise<MetadataJson> | undefined;

/** Loads the full metadata once, in its own chunk, so the first paint carries only what formatting needs. */
export function loadMaxMetadata(): Promise<MetadataJson> {
  maxMetadata ??= import('libphonenumber-js/max/metadata').then((module) => module.default);
  return maxMetadata;
}

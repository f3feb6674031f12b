/**
 * The full rules, synchronously, for code that runs where nothing is painted (a server, a worker, a script): the
 * field loads the same difference over the small metadata after first paint (metadata.ts), so both judge alike.
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import { strictMissingDigits } from '../judge/digits-to-go';
import { installStrictCount } from '../judge/validate';
import { MIN_METADATA } from '../metadata/metadata';
import { applyDelta } from '../metadata/metadata-delta';
import delta from '../metadata/max-metadata-delta.js';

/** libphonenumber-js's full metadata, rebuilt from the small one and the difference (metadata-delta.test.ts). */
export const FULL_METADATA = applyDelta(MIN_METADATA, delta) as MetadataJson;

// The digit countdown the field shows ("2 more digits") is part of its judgement, so the helpers use it too.
installStrictCount(strictMissingDigits);

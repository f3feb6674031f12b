/**
 * The full rules, synchronously, for code that runs where nothing is painted (a server, a worker, a script): the
 * field loads the same difference over the small metadata after first paint (load-full-rules.ts), so both judge alike.
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import { countdown } from '../judge/countdown';
import { fullRules, type Rules } from '../judge/rules';
import { MIN_METADATA } from '../metadata/metadata';
import { applyDelta } from '../metadata/metadata-delta';
import delta from '../metadata/max-metadata-delta.js';

/** libphonenumber-js's full metadata, rebuilt from the small one and the difference (metadata-delta.test.ts). */
export const FULL_METADATA = applyDelta(MIN_METADATA, delta) as MetadataJson;

export const FULL_RULES: Rules = fullRules(FULL_METADATA, countdown);

/**
 * The full rules, synchronously, for code that runs where nothing is painted (a server, a worker, a script): the
 * field loads the same difference over the small metadata after first paint (load-full-rules.ts), so both judge alike.
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import { countdown } from '../judge/countdown';
import { reasonHints } from '../judge/reason-hints';
import { fullRules, type Rules } from '../judge/rules';
import { MIN_METADATA } from '../metadata/metadata';
import { applyDelta } from '../metadata/metadata-delta';
import delta from '../metadata/max-metadata-delta.js';

/** libphonenumber-js's full metadata, rebuilt from the small one and the difference (metadata-delta.test.ts). */
export const FULL_METADATA = applyDelta(MIN_METADATA, delta) as MetadataJson;

export const FULL_RULES: Rules = fullRules(FULL_METADATA, countdown);

/**
 * The full rules with the hints a person reads (reason-hints.ts): parsePhone's. A function, so a server's bundle that
 * asks only isValidPhone, and the command line's workers, go without them: they change no verdict.
 */
let person: Rules | undefined;
export const personRules = (): Rules => (person ??= fullRules(FULL_METADATA, countdown, reasonHints));

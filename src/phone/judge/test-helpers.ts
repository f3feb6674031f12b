// Shared by the unit tests: the full rules built from libphonenumber-js's own max metadata (not the difference the
// app loads), so a test compares with the library as published.
import maxMetadata from 'libphonenumber-js/max/metadata';
import { countdown } from './countdown';
import { fullRules, type Rules } from './rules';

export const MAX_RULES: Rules = fullRules(maxMetadata, countdown);

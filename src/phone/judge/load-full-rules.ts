/**
 * The full rules, loaded once after first paint: the full metadata (as its difference over the small one) and the
 * digit countdown, each in a chunk of its own, so the first paint carries neither.
 */
import { loadMaxMetadata } from '../metadata/metadata';
import { fullRules, type Rules } from './rules';

let loading: Promise<Rules> | undefined;

export function loadFullRules(): Promise<Rules> {
  loading ??= Promise.all([loadMaxMetadata(), import('./countdown')]).then(([metadata, { countdown }]) =>
    fullRules(metadata, countdown),
  );
  return loading;
}

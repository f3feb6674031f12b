/**
 * The full rules, loaded once after first paint: the full metadata (as its difference over the small one) and the
 * digit countdown and the reason's hints, each in a chunk of its own, so the first paint carries none of them.
 */
import { loadMaxMetadata } from '../metadata/metadata';
import { fullRules, type Rules } from './rules';

let loading: Promise<Rules> | undefined;

export function loadFullRules(): Promise<Rules> {
  loading ??= Promise.all([loadMaxMetadata(), import('./full-rule-parts')]).then(
    ([metadata, { countdown, reasonHints }]) => fullRules(metadata, countdown, reasonHints),
  );
  return loading;
}

/**
 * Several digit patterns at once (partial-match.ts's automata run side by side): at which lengths can typed digits
 * still match all of them? Only the digit countdown with the full rules asks (completion-lengths.ts), so this lives
 * in the chunk that loads with the full metadata, not in the first paint.
 */
import { advance, DEAD, dfaOf, run, type LazyDfa } from './partial-match';

/** The longest completion completionsOfAll() reports: bit 30 of its mask (no metadata number comes near). */
export const MAX_COMPLETION = 30;
const ALL_COMPLETIONS = 0x7fff_ffff;

interface Product {
  readonly dfas: readonly LazyDfa[];
  /** Per tuple of states ('3,17'): bit k set when some k more digits reach a state accepting in every DFA. */
  readonly masks: Map<string, number>;
}

// Per list of patterns (a plan's type, read once per metadata and asked again on every key): found by identity.
const products = new WeakMap<readonly string[], Product | null>();

function productOf(patterns: readonly string[]): Product | undefined {
  let product = products.get(patterns);
  if (product === undefined) {
    // An unparseable pattern rules nothing out: it is left out of the product (an answer that is too wide is safe).
    const dfas = patterns.map(dfaOf).filter((dfa): dfa is LazyDfa => dfa !== undefined);
    products.set(patterns, (product = dfas.length > 0 ? { dfas, masks: new Map() } : null));
  }
  return product ?? undefined;
}

const IN_PROGRESS = -1;

/**
 * The completion mask of a tuple of states, by depth-first search over the product automaton, memoised per tuple:
 * bit 0 when every state accepts, bit k+1 when a digit leads to a tuple with bit k. A cycle (a pattern with * or +,
 * which the metadata hardly uses) answers "any length" from there on: wider than the truth, never narrower.
 */
function maskOf(product: Product, states: readonly number[]): number {
  const key = states.join(',');
  const known = product.masks.get(key);
  if (known !== undefined) return known === IN_PROGRESS ? ALL_COMPLETIONS : known;
  product.masks.set(key, IN_PROGRESS);
  let mask = states.every((id, i) => (product.dfas[i] as LazyDfa).accepting[id]) ? 1 : 0;
  for (let digit = 0; digit <= 9; digit++) {
    const next: number[] = [];
    for (let i = 0; i < states.length; i++) {
      const to = advance(product.dfas[i] as LazyDfa, states[i] as number, digit);
      if (to === DEAD) break;
      next.push(to);
    }
    if (next.length === states.length) mask |= (maskOf(product, next) << 1) & ALL_COMPLETIONS;
  }
  product.masks.set(key, mask);
  return mask;
}

/**
 * How many more digits can make `digits` match every one of the patterns entirely, at once, as a mask: bit k is set
 * when some k more digits (k ≤ MAX_COMPLETION) do. 0 when none can; bit 0 when the digits already match them all.
 *   completionsOfAll(['\\d{7}|\\d{9,10}', '20\\d{8}'], '207946') === 0b1_0000 (4 more digits, only)
 * Each tuple of states is explored once per process, so a keystroke costs one pass over the digits per pattern.
 * An unparseable pattern rules nothing out.
 */
export function completionsOfAll(patterns: readonly string[], digits: string): number {
  const product = productOf(patterns);
  if (!product) return ALL_COMPLETIONS;
  const states: number[] = [];
  for (const dfa of product.dfas) {
    const id = run(dfa, 0, digits);
    if (id === DEAD) return 0;
    states.push(id);
  }
  return maskOf(product, states);
}

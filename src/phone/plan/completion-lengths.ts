/**
 * How many more digits typed national digits still need, as far as the rules can tell: a count is promised only when
 * every valid number starting with these digits has the same length.
 *
 * With the full metadata, a valid number of a plan matches its general pattern and one type's pattern, at one of that
 * type's lengths (as PhoneNumber.isValid() checks it); the digit automaton (partial-match.ts) says at which lengths
 * the digits can still complete both patterns. With the small metadata only the plan's possible lengths are known.
 *
 * digitsToGo(['GB', 'GG', 'IM', 'JE'], [{ national: '207946', owed: 0 }], max) → { min: 4, max: 4, exact: true }  (not 1: no 7-digit 20 …)
 * digitsToGo(['DE'], [{ national: '301', owed: 0 }], max)                       → { min: 2, max: 12, exact: false }
 * digitsToGo(['US', 'CA', …], [{ national: '123456789', owed: 0 }], max)         → undefined (no NANP number starts with 1)
 */
import type { MetadataJson } from '../metadata/metadata';
import { runtimePlanOf } from '../metadata/internals';
import { completionsOfAll, MAX_COMPLETION } from './partial-match-product';
import { rangeOf, type DigitsToGo } from './length-check';
import { PATTERN_TYPES_AFTER_FIXED_LINE } from './number-types';

interface TypeRule {
  /** The plan's general pattern and the type's: a valid number of the type matches both. */
  readonly patterns: readonly [string, string];
  /** The type's own lengths, else the plan's; undefined: any. */
  readonly lengths: readonly number[] | undefined;
}

interface PlanRules {
  /** Per-type rules; empty where the metadata describes no types (the small one). */
  readonly types: readonly TypeRule[];
  /** The plan's general pattern alone, which every valid number of the plan fits: digits it cannot complete are none. */
  readonly frame: readonly [string];
  readonly possibleLengths: readonly number[];
  /** The longest length any rule allows (the search for completions stops there). */
  readonly longest: number;
}

const TYPES = ['FIXED_LINE', ...PATTERN_TYPES_AFTER_FIXED_LINE];

const cache = new WeakMap<MetadataJson, Map<string, PlanRules | undefined>>();

function read(plan: string, metadata: MetadataJson): PlanRules | undefined {
  const runtime = runtimePlanOf(plan, metadata);
  if (!runtime) return undefined;
  const general = runtime.nationalNumberPattern();
  const possibleLengths = runtime.possibleLengths() ?? [];
  const types = !runtime.hasTypes()
    ? []
    : TYPES.flatMap((name): TypeRule[] => {
        const type = runtime.type(name);
        const pattern = type?.pattern();
        // An empty pattern never makes a number valid (isNumberTypeEqualTo returns false for it).
        return type && pattern ? [{ patterns: [general, pattern], lengths: type.possibleLengths() }] : [];
      });
  const listed = [...possibleLengths, ...types.flatMap((type) => type.lengths ?? [])];
  const longest = listed.length > 0 ? Math.max(...listed) : Infinity;
  return { types, frame: [general], possibleLengths, longest };
}

function rulesOf(plan: string, metadata: MetadataJson): PlanRules | undefined {
  let plans = cache.get(metadata);
  if (!plans) cache.set(metadata, (plans = new Map()));
  if (!plans.has(plan)) plans.set(plan, read(plan, metadata));
  return plans.get(plan);
}

/**
 * The total national lengths, above the typed one, at which the digits can still become a valid number of one of the
 * plans (countries, or a non-geographic code such as '800'), ascending. Plans without types (the small metadata)
 * answer from their possible lengths. undefined when a plan is unknown or has no lengths at all (nothing is ruled out).
 */
export function completionLengths(
  plans: readonly string[],
  national: string,
  metadata: MetadataJson,
): readonly number[] | undefined {
  const all = plans.map((plan) => rulesOf(plan, metadata));
  if (all.some((rules) => !rules || rules.longest === Infinity)) return undefined;
  const found = new Set<number>();
  for (const rules of all as PlanRules[]) {
    if (rules.types.length === 0) {
      for (const length of rules.possibleLengths) if (length > national.length) found.add(length);
      continue;
    }
    // Only types that could add a length not found yet are run: in +1, 25 plans' types all say 10, and running each
    // was 130 automata on the first key, where 2 tell as much. A plan whose general pattern cannot complete the digits
    // is ruled out by one run of it, before any type (a list's too-short rows ran every type of every plan).
    const adds = (type: TypeRule) =>
      !type.lengths || type.lengths.some((length) => length > national.length && !found.has(length));
    if (!rules.types.some(adds) || completionsOfAll(rules.frame, national) <= 1) continue;
    for (const type of rules.types) {
      if (!adds(type)) continue;
      const mask = completionsOfAll(type.patterns, national);
      if (mask <= 1) continue;
      const most = Math.min(MAX_COMPLETION, rules.longest - national.length);
      for (let more = 1; more <= most; more++) {
        const length = national.length + more;
        if (mask & (1 << more) && (!type.lengths || type.lengths.includes(length))) found.add(length);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** One way to read typed digits as a national number: its digits, after `owed` more typed ones (0 mostly). */
export interface Reading {
  readonly national: string;
  readonly owed: number;
}

/**
 * How many more digits can make a valid number of one of the plans, by the full rules (per-type patterns and lengths)
 * where the metadata has them. `readings` are the ways the same typed digits can be read as a national number (with
 * and without a trunk prefix …); a count is exact only when every reading agrees. undefined when no digits can.
 */
export type { DigitsToGo };

export function digitsToGo(
  plans: readonly string[],
  readings: readonly Reading[],
  metadata: MetadataJson,
): DigitsToGo | undefined {
  const counts: number[] = [];
  for (const { national, owed } of readings) {
    const lengths = completionLengths(plans, national, metadata);
    if (lengths === undefined) return { min: 1, max: undefined };
    for (const length of lengths) counts.push(owed + length - national.length);
  }
  return rangeOf(counts);
}

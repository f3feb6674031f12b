/**
 * How well national digits fit one country's numbering plan, from the metadata's own patterns (a plan fact: which
 * country a number is, is src/phone/country's one question).
 * Worked example, +44 with the small metadata (GB and Jersey carry type patterns):
 *   countryFit('7797', 'JE') === 'prefix'   (a Jersey mobile can start so)
 *   countryFit('20', 'JE')   === 'none'     (no Jersey number does: London)
 *   canBeNumberOf('20', 'GB') === true
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import { patternMatch, type PatternMatch } from './partial-match';
import { planOf } from './numbering-plan';

const RANK: Record<PatternMatch, number> = { none: 0, prefix: 1, full: 2 };

function best(matches: readonly PatternMatch[]): PatternMatch {
  return matches.reduce<PatternMatch>((a, b) => (RANK[b] > RANK[a] ? b : a), 'none');
}

/**
 * 'full' when the digits are a whole number of the country, 'prefix' when more digits could make one,
 * 'none' when they cannot. Type patterns are used where the metadata has them (sharper), else the general pattern.
 */
export function countryFit(
  national: string,
  country: CountryCode,
  metadata: MetadataJson = MIN_METADATA,
): PatternMatch {
  const plan = planOf(country, metadata);
  if (!plan) return 'none';
  const general = patternMatch(plan.generalPattern, national);
  if (general === 'none' || plan.typePatterns.length === 0) return general;
  const typed = best(plan.typePatterns.map((pattern) => patternMatch(pattern, national)));
  return RANK[typed] < RANK[general] ? typed : general;
}

/**
 * countryFit(…) !== 'none', sooner: a whole number of the country (the common case once a number is complete)
 * fits, and its compiled patterns say so in one test each; only part of a number needs the automata.
 */
export function canBeNumberOf(
  national: string,
  country: CountryCode,
  metadata: MetadataJson = MIN_METADATA,
): boolean {
  const plan = planOf(country, metadata);
  if (!plan) return false;
  if (
    plan.general.test(national) &&
    (plan.types.length === 0 || plan.types.some((type) => type.test(national)))
  )
    return true;
  return countryFit(national, country, metadata) !== 'none';
}

/**
 * How well national digits fit one country of a shared calling code, from the metadata's own patterns.
 * Worked example, +44 with the small metadata (GB and Jersey carry type patterns, the Isle of Man leading digits):
 *   countryFit('7797', 'JE') === 'prefix'   (a Jersey mobile can start so)
 *   countryFit('20', 'JE')   === 'none'     (no Jersey number does: London)
 *   identifyCountry('7624123456', ['GB', 'GG', 'IM', 'JE']) === 'IM'   (leading digits 7624)
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import { patternMatch, type PatternMatch } from '../plan/partial-match';
import { planOf } from '../plan/numbering-plan';

const RANK: Record<PatternMatch, number> = { none: 0, prefix: 1, full: 2 };

function best(matches: readonly PatternMatch[]): PatternMatch {
  return matches.reduce<PatternMatch>((a, b) => (RANK[b] > RANK[a] ? b : a), 'none');
}

/**
 * 'full' when the digits are a whole number of the country, 'prefix' when more digits could make one,
 * 'none' when they cannot. Type patterns are used where the metadata has them (sharper), else the general pattern.
 */
export function countryFit(national: string, country: CountryCode, metadata: MetadataJson = MIN_METADATA): PatternMatch {
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
export function fitsCountry(national: string, country: CountryCode, metadata: MetadataJson = MIN_METADATA): boolean {
  const plan = planOf(country, metadata);
  if (!plan) return false;
  if (plan.general.test(national) && (plan.types.length === 0 || plan.types.some((type) => type.test(national)))) return true;
  return countryFit(national, country, metadata) !== 'none';
}

/** Whether the national digits already start with the country's leading digits. */
export function matchesLeadingDigits(national: string, country: CountryCode, metadata: MetadataJson = MIN_METADATA): boolean {
  return planOf(country, metadata)?.leadingDigits?.test(national) === true;
}

/**
 * The country libphonenumber-js itself would pick among those sharing a code: the first, in metadata order,
 * whose leading digits match or (lacking leading digits) whose type patterns match the whole number.
 */
export function identifyCountry(
  national: string,
  candidates: readonly CountryCode[],
  metadata: MetadataJson = MIN_METADATA,
): CountryCode | undefined {
  return candidates.find((country) => {
    const plan = planOf(country, metadata);
    if (!plan) return false;
    if (plan.leadingDigits) return plan.leadingDigits.test(national);
    return plan.typePatterns.length > 0 && countryFit(national, country, metadata) === 'full';
  });
}

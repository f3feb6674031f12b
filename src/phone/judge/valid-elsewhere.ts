/**
 * Countries where national digits make a whole valid number, for "did you mean a number in …": a visitor from the
 * US who types 020 7946 0958 means the United Kingdom.
 *   validElsewhere('02079460958', 'US', max, Infinity) → ['GB']
 * Asked only for a national number that is not valid for its own country (a few ms at most, over every country).
 */
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { planOf } from '../plan/numbering-plan';

/**
 * Whether the digits, with or without the country's trunk prefix, match its patterns as isValid() would check them:
 * a sieve on compiled patterns, so the full parse runs for a handful of countries rather than all of them.
 */
function mightBeOf(digits: string, country: CountryCode, metadata: MetadataJson): boolean {
  const plan = planOf(country, metadata);
  if (!plan) return false;
  const prefix = plan.nationalPrefix;
  // A valid number has one of the plan's possible lengths: a comparison rules out most countries before any pattern.
  const matches = (national: string) =>
    (plan.possibleLengths.length === 0 || plan.possibleLengths.includes(national.length)) &&
    plan.general.test(national) &&
    (plan.types.length === 0 || plan.types.some((type) => type.test(national)));
  return (
    matches(digits) ||
    (prefix !== undefined && digits.startsWith(prefix) && matches(digits.slice(prefix.length)))
  );
}

/** Per metadata: the countries (in ISO order) by each national length their plans allow; those that list none apart. */
interface LengthIndex {
  readonly byLength: ReadonlyMap<number, readonly CountryCode[]>;
  readonly anyLength: readonly CountryCode[];
  /** The lengths of the trunk prefixes the countries have ('0', '8', '06' …). */
  readonly prefixLengths: readonly number[];
  readonly order: ReadonlyMap<CountryCode, number>;
  /** The countries to try for digits of a length, in ISO order, made once per length. */
  readonly candidates: Map<number, readonly CountryCode[]>;
}

const indexes = new WeakMap<MetadataJson, LengthIndex>();

function lengthIndex(metadata: MetadataJson): LengthIndex {
  let index = indexes.get(metadata);
  if (!index) {
    const byLength = new Map<number, CountryCode[]>();
    const anyLength: CountryCode[] = [];
    const prefixLengths = new Set<number>();
    const countries = getCountries(metadata);
    for (const country of countries) {
      const plan = planOf(country, metadata);
      if (!plan) continue;
      if (plan.nationalPrefix) prefixLengths.add(plan.nationalPrefix.length);
      if (plan.possibleLengths.length === 0) anyLength.push(country);
      for (const length of plan.possibleLengths)
        byLength.set(length, [...(byLength.get(length) ?? []), country]);
    }
    const order = new Map(countries.map((country, i) => [country, i]));
    const candidates = new Map<number, readonly CountryCode[]>();
    indexes.set(
      metadata,
      (index = { byLength, anyLength, prefixLengths: [...prefixLengths], order, candidates }),
    );
  }
  return index;
}

/**
 * The countries with a possible length of `length` digits (with or without a trunk prefix), or none listed, in ISO
 * order: the same for every number of that length, so made once (building and sorting them per call was a fifth of
 * the time a list's invalid rows took).
 */
function candidatesOf(length: number, index: LengthIndex): readonly CountryCode[] {
  let ordered = index.candidates.get(length);
  if (!ordered) {
    const candidates = new Set<CountryCode>(index.anyLength);
    for (const stripped of [0, ...index.prefixLengths])
      for (const country of index.byLength.get(length - stripped) ?? []) candidates.add(country);
    ordered = [...candidates].sort((a, b) => (index.order.get(a) ?? 0) - (index.order.get(b) ?? 0));
    index.candidates.set(length, ordered);
  }
  return ordered;
}

/**
 * The first `limit` countries (ISO order) other than `except` where the digits are a valid national number. Only
 * countries with a possible length the digits have (with or without a trunk prefix) are tried: a lookup instead of
 * a pass over all 245 (the pass was 40% of parsePhone's time on a list's invalid national rows).
 */
export function validElsewhere(
  digits: string,
  except: CountryCode | undefined,
  metadata: MetadataJson,
  limit: number,
): CountryCode[] {
  const ordered = candidatesOf(digits.length, lengthIndex(metadata));
  const found = new Set<CountryCode>();
  for (const country of ordered) {
    if (!mightBeOf(digits, country, metadata)) continue;
    const number = parsePhoneNumberFromString(digits, country, metadata);
    const where = number?.country ?? country;
    if (where !== except && number?.isValid()) found.add(where);
    if (found.size >= limit) break;
  }
  return [...found];
}

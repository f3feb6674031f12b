/**
 * Countries where national digits make a whole valid number, for "did you mean a number in …": a visitor from the
 * US who types 020 7946 0958 means the United Kingdom.
 *   validElsewhere('02079460958', 'US', max, Infinity) → ['GB']
 * Asked only for a national number that is not valid for its own country (a few ms at most, over every country).
 */
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { planOf } from '../plan/numbering-plan';
import { fastReading } from '../fast/fast-reading';

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

/** Per metadata: the countries with a plan (in ISO order), the lengths of their trunk prefixes (and 0). */
interface LengthIndex {
  readonly countries: readonly CountryCode[];
  readonly prefixLengths: readonly number[];
  /** The countries to try for digits of a length, in ISO order, made once per length. */
  readonly candidates: Map<number, readonly CountryCode[]>;
}

const indexes = new WeakMap<MetadataJson, LengthIndex>();

function lengthIndex(metadata: MetadataJson): LengthIndex {
  let index = indexes.get(metadata);
  if (!index) {
    const countries = getCountries(metadata).filter((country) => planOf(country, metadata));
    const prefixLengths = countries.map((country) => planOf(country, metadata)?.nationalPrefix?.length ?? 0);
    index = { countries, prefixLengths: [...new Set([0, ...prefixLengths])], candidates: new Map() };
    indexes.set(metadata, index);
  }
  return index;
}

/**
 * The countries with a possible length of `length` digits (with or without a trunk prefix), or none listed, in ISO
 * order: the same for every number of that length, so made once (building them per call was a fifth of the time a
 * list's invalid rows took).
 */
function candidatesOf(length: number, index: LengthIndex, metadata: MetadataJson): readonly CountryCode[] {
  let ordered = index.candidates.get(length);
  if (!ordered) {
    ordered = index.countries.filter((country) => {
      const lengths = planOf(country, metadata)?.possibleLengths ?? [];
      return (
        lengths.length === 0 || index.prefixLengths.some((stripped) => lengths.includes(length - stripped))
      );
    });
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
  const ordered = candidatesOf(digits.length, lengthIndex(metadata), metadata);
  const found = new Set<CountryCode>();
  for (const country of ordered) {
    if (!mightBeOf(digits, country, metadata)) continue;
    // A whole valid number is read without parse where it can be: a fast reading (fast-reading.ts) is parse's answer
    // and answers valid numbers only. Parse reads the rest, and isValid() says.
    const number =
      fastReading(digits, country, metadata) ?? parsePhoneNumberFromString(digits, country, metadata);
    const where = number?.country ?? country;
    if (where !== except && number && ('callingCode' in number || number.isValid())) found.add(where);
    if (found.size >= limit) break;
  }
  return [...found];
}

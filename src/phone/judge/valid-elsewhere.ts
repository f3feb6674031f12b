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

/** The first `limit` countries (ISO order) other than `except` where the digits are a valid national number. */
export function validElsewhere(
  digits: string,
  except: CountryCode | undefined,
  metadata: MetadataJson,
  limit: number,
): CountryCode[] {
  const found = new Set<CountryCode>();
  for (const country of getCountries(metadata)) {
    if (!mightBeOf(digits, country, metadata)) continue;
    const number = parsePhoneNumberFromString(digits, country, metadata);
    const where = number?.country ?? country;
    if (where !== except && number?.isValid()) found.add(where);
    if (found.size >= limit) break;
  }
  return [...found];
}

/**
 * A country's international prefix at the start of typed digits, read from the metadata.
 * splitInternationalPrefix('011442079460958', 'US') → { prefix: '011', callingCode: '44', rest: '442079460958' }
 * splitInternationalPrefix('81074951234567', 'RU')  → { prefix: '810', callingCode: '7', rest: '74951234567' }
 * splitInternationalPrefix('00442079460958', 'US')  → undefined (00 is not how the US dials abroad)
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import { isCallingCode, planOf } from '../plan/numbering-plan';
import { patternMatch } from '../plan/partial-match';

export interface InternationalPrefixSplit {
  readonly prefix: string;
  readonly callingCode: string;
  /** Everything after the prefix: the calling code and the national digits. */
  readonly rest: string;
}

/** The calling code at the start of digits (codes are prefix-free: at most one length fits). */
export function leadingCallingCode(
  digits: string,
  metadata: MetadataJson = MIN_METADATA,
): string | undefined {
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (code.length === length && isCallingCode(code, metadata)) return code;
  }
  return undefined;
}

/** The lengths of the starts of the digits that are the country's international prefix, shortest first. */
export function internationalPrefixLengths(
  digits: string,
  country: CountryCode | undefined,
  metadata: MetadataJson = MIN_METADATA,
): number[] {
  const pattern = country && planOf(country, metadata)?.internationalPrefix;
  const lengths: number[] = [];
  // International prefixes are a few digits long (AU's longest: 14880011).
  for (let length = 1; pattern && length <= Math.min(digits.length, 10); length++) {
    if (pattern.test(digits.slice(0, length))) lengths.push(length);
  }
  return lengths;
}

/** The country's international prefix followed by a known calling code, if the digits start so. */
export function splitInternationalPrefix(
  digits: string,
  country: CountryCode | undefined,
  metadata: MetadataJson = MIN_METADATA,
): InternationalPrefixSplit | undefined {
  for (const length of internationalPrefixLengths(digits, country, metadata)) {
    const rest = digits.slice(length);
    const callingCode = leadingCallingCode(rest, metadata);
    if (callingCode) return { prefix: digits.slice(0, length), callingCode, rest };
  }
  return undefined;
}

/**
 * Digits that are the start, not yet the whole, of the country's international prefix: '8' in Russia, which dials
 * 8~10 abroad ('~' waits for the dial tone there, so it is part of the prefix, not an extension's marker).
 */
export function startsInternationalPrefix(digits: string, country: CountryCode | undefined): boolean {
  const pattern = country && planOf(country, MIN_METADATA)?.internationalPrefixPattern;
  return digits !== '' && /^\d+$/.test(digits) && !!pattern && patternMatch(pattern, digits) === 'prefix';
}

/** The digits after '+' or the country's international prefix: digitsAfterPrefix('011 44 20', 'US') === '4420'. */
export function digitsAfterPrefix(typed: string, country: CountryCode | undefined): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return digits;
  return digits.slice(internationalPrefixLengths(digits, country)[0] ?? 0);
}

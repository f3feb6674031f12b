/**
 * A row's result as small numbers, so a million results are a few typed arrays rather than a million objects.
 * Index 0 of every list means "none" (not yet done, no reason, no type, no country).
 */
import { ALL_COUNTRIES, type CountryCode } from '../plan/countries';
import { NUMBER_TYPES } from '../plan/number-types';

/** The columns the export adds after the input's own. */
export const RESULT_COLUMNS = ['e164', 'country', 'type', 'status', 'reason'] as const;

export const STATUSES = ['', 'valid', 'invalid', 'empty'] as const;
export type RowStatus = Exclude<(typeof STATUSES)[number], ''>;

/** Why a number is not valid: the Check screen's validation statuses. */
export const REASONS = [
  '',
  'too-short',
  'too-long',
  'invalid-length',
  'invalid-for-country',
  'invalid',
  'unknown-calling-code',
  'not-a-number',
] as const;
export type RowReason = Exclude<(typeof REASONS)[number], ''>;

export const TYPES = ['', ...NUMBER_TYPES] as const;
export type RowType = Exclude<(typeof TYPES)[number], ''>;

export const COUNTRY_CODES: readonly ('' | CountryCode)[] = ['', ...ALL_COUNTRIES.map((c) => c.code)];

/** value → its index in a list (0 when it is not in it). */
export function indexer<T extends string>(list: readonly T[]): (value: string | undefined) => number {
  const index = new Map<string, number>(list.map((value, i) => [value, i]));
  return (value) => (value === undefined ? 0 : (index.get(value) ?? 0));
}

export const statusCode = indexer(STATUSES);
export const reasonCode = indexer(REASONS);
export const typeCode = indexer(TYPES);
export const countryCode = indexer(COUNTRY_CODES);

/** Per-row flags. */
export const FLAG_TRUNCATED = 1;

/**
 * A row's result as small numbers, so a million results are a few typed arrays rather than a million objects, and
 * the names of the columns the export adds. Index 0 of every list means "none" (not yet done, no reason, no type, no
 * country).
 */
import { ALL_COUNTRIES, type CountryCode } from '../../../phone/plan/countries';
import { NUMBER_TYPES } from '../../../phone/plan/number-types';
import type { RowReason, RowStatus } from '../../../phone/judge/judge-cell';

/**
 * The columns the export adds after the input's own, named so that they do not meet an input's 'country' or 'type'
 * (a name the input already has gets '_2', '_3' …). phone_e164 holds E.164 and nothing else; phone_reason says why a
 * number is not valid ('invalid-for-country: GB JE' names where it is); phone_others the other numbers of the cell;
 * phone_duplicate_of the row number (as the file counts, header = 1) of the first row with the same E.164.
 */
export const RESULT_COLUMNS = [
  'phone_e164',
  'phone_country',
  'phone_type',
  'phone_status',
  'phone_reason',
  'phone_extension',
  'phone_others',
  'phone_duplicate_of',
] as const;

export const STATUSES = ['', 'valid', 'invalid', 'empty'] as const satisfies readonly ('' | RowStatus)[];

/** Why a number is not valid: the Check screen's validation statuses. */
export const REASONS = [
  '',
  'too-short',
  'too-long',
  'invalid-length',
  'invalid',
  'not-accepted',
  'extension-too-long',
  'unknown-calling-code',
  'not-a-number',
] as const satisfies readonly ('' | RowReason)[];
export type { RowReason, RowStatus };

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
/** The cell held more than one number. */
export const FLAG_SEVERAL = 2;
/** The row's country cell named no country the list knows ('Atlantis'); the default country was used. */
export const FLAG_UNKNOWN_COUNTRY = 4;

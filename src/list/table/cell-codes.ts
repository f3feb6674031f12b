/**
 * A row's result as small numbers, so a million results are a few typed arrays rather than a million objects, and
 * the names of the columns the export adds. Index 0 of every list means "none" (not yet done, no reason, no type, no
 * country).
 */
import { ALL_COUNTRIES, type CountryCode } from '../../phone/plan/countries';
import { NUMBER_TYPES } from '../../phone/plan/number-types';
import type { RowReason as CellReason, RowStatus } from '../../phone/judge/judge-cell';

/**
 * Why a list's number is not valid: the judgement's reasons, and 'no-country': a number written without its calling
 * code on a row that gives no country to read it in (no country cell, no other number, no default country); and
 * 'spreadsheet-float': a cell a spreadsheet changed into a float or scientific notation, holding no valid number.
 */
export type RowReason = CellReason | 'no-country' | 'spreadsheet-float';

/**
 * What the export adds for each phone column, after the input's own columns: `<column>_e164`, `<column>_country` …
 * (`Home Phone_e164`; a name the input already has gets '_2', '_3' …). _e164 holds E.164 and nothing else; _reason
 * says why a number is not valid and, for a number written without its calling code, which country it was read in;
 * _others the other numbers of the cell; _duplicate_of the row (as a spreadsheet counts, header = 1) of the first
 * number that is the same.
 */
export const RESULT_SUFFIXES = [
  'e164',
  'country',
  'type',
  'status',
  'reason',
  'extension',
  'others',
  'duplicate_of',
] as const;

/** The result columns of one phone column named `name` (before names already taken are made unique). */
export const resultColumnsOf = (name: string): string[] =>
  RESULT_SUFFIXES.map((suffix) => `${name}_${suffix}`);

/** The export's last column: which Telfield and libphonenumber-js judged the row (versions.ts), on every row. */
export const JUDGED_BY_COLUMN = 'judged_by';

/** One row per number (the long layout): the phone column it came from, then its results under one name. */
export const LONG_COLUMNS = ['phone_column', ...resultColumnsOf('phone')] as const;

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
  'no-country',
  'spreadsheet-float',
] as const satisfies readonly ('' | RowReason)[];
export type { RowStatus };

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

/**
 * Which country a number was read in, when it was written without its calling code: none (an international number,
 * or an empty cell), the row's country column, another valid number of the same row, or the screen's default.
 */
export const COUNTRY_SOURCES = ['', 'country-column', 'same-row', 'default'] as const;
export type CountrySource = Exclude<(typeof COUNTRY_SOURCES)[number], ''>;
export const countrySourceCode = indexer(COUNTRY_SOURCES);

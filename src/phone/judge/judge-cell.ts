/**
 * One cell of a list, judged by the one judgement (judgement.ts), as parsePhone and the field judge the same text:
 * normaliseCell('+44 20 7946 0958', 'US', rules)
 *   → { status: 'valid', reason: '', e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', … }
 * A cell may hold several numbers ('020 7946 0958 / 07400 123456', Google Contacts' ' ::: '): the first valid one is
 * the row's, the others' E.164 go beside it.
 */
import type { CountryCode } from '../plan/countries';
import { MAX_PASTE_LENGTH, normalisePasted } from '../read/normalise-pasted';
import { entryText } from './entry-verdict';
import { plainTyped } from '../fast/fast-reading';
import { judge, type Verdict } from './judgement';
import type { Rules } from './rules';
import type { ValidationStatus } from './validation';

export type RowStatus = 'valid' | 'invalid' | 'empty';
export type RowReason = Exclude<ValidationStatus, 'valid' | 'empty'>;

/** Another valid number of a cell ('… or 214-555-0188 x12'): what the long layout writes on a row of its own. */
export interface OtherNumber {
  readonly e164: string;
  readonly extension: string;
  readonly country: CountryCode | '';
  readonly type: NonNullable<Verdict['type']> | '';
}

export interface CellVerdict {
  readonly status: RowStatus;
  readonly reason: RowReason | '';
  readonly e164: string;
  readonly country: CountryCode | '';
  readonly type: NonNullable<Verdict['type']> | '';
  /** The cell was longer than libphonenumber-js reads (250 characters): only its start was read. */
  readonly truncated: boolean;
  /** The number's extension ('' when none): kept apart, the E.164 stays plain. */
  readonly extension: string;
  /** The other valid numbers in the cell, in order. */
  readonly others: readonly OtherNumber[];
  /** The cell held more than one number. */
  readonly several: boolean;
  /** Where the national digits are a valid number instead (the first VALID_IN_LIMIT countries). */
  readonly validIn: readonly CountryCode[];
}

/** How many countries a list's reason names where a number is valid instead. */
export const VALID_IN_LIMIT = 4;

/** Fewer digits than this cannot be two numbers: the finder is not asked (most cells). */
const SEVERAL_DIGITS = 12;

function digitCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) count++;
  }
  return count;
}

export function normaliseCell(
  cell: string,
  defaultCountry: CountryCode | undefined,
  rules: Rules,
): CellVerdict {
  const context = { defaultCountry, rules, validInLimit: VALID_IN_LIMIT };
  const verdict = judge(cell, context);
  const { validation } = verdict;
  // The numbers a longer cell holds, as the paste reader finds them; each judged alone.
  const pasted =
    plainTyped(cell) === undefined && digitCount(cell) >= SEVERAL_DIGITS
      ? normalisePasted(cell, { country: defaultCountry, metadata: rules.metadata })
      : undefined;
  const several = pasted?.several ?? false;
  let ownSeen = false;
  const others = (pasted?.numbers ?? []).flatMap(({ typed, extension }): OtherNumber[] => {
    const other = judge(entryText(typed, extension), context);
    if (!other.e164) return [];
    // The row's own number is not one of its others (once: the same number twice is listed).
    if (!ownSeen && other.e164 === verdict.e164) return ((ownSeen = true), []);
    const { e164, country = '', type = '' } = other;
    return [{ e164, extension: other.extension ?? '', country, type }];
  });
  const status: RowStatus = verdict.valid ? 'valid' : validation.status === 'empty' ? 'empty' : 'invalid';
  return {
    status,
    reason: validation.status === 'valid' || validation.status === 'empty' ? '' : validation.status,
    e164: verdict.e164 ?? '',
    country: verdict.country ?? '',
    type: verdict.valid ? (verdict.type ?? '') : '',
    truncated: cell.length > MAX_PASTE_LENGTH,
    extension: verdict.extension ?? '',
    others,
    several,
    validIn: 'validIn' in validation ? validation.validIn : [],
  };
}

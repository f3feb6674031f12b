/**
 * A list's cell with nothing else on its row to go by (one phone column, no country column), read as the list reads
 * it: the export's cell and the warehouse function's answer come from here.
 * - A cell written with its calling code is read in the default country for the numbers beside it, and again in its
 *   own number's country when that differs (`+46 70 … ::: 08-123 456 78` is two Swedish numbers).
 * - Any other cell is read in the default country. With none, digits that need a country are 'no-country'.
 *   listCellAlone('0030 …', undefined, rules) → { verdict, reason: … }
 */
import type { CountryCode } from '../plan/countries';
import { normaliseCell, type CellVerdict, type RowReason } from './judge-cell';
import { changedBySpreadsheet, needsCountry } from './reason-words';
import type { Rules } from './rules';

/** A cell written with its calling code ('+44 …'): no country is needed to read it. */
export const writtenInternational = (cell: string): boolean => /^[\s'"(]*\+/.test(cell);

export interface ListCell {
  readonly verdict: CellVerdict;
  /** The verdict's reason, or the list's own 'no-country' or 'spreadsheet-float'. */
  readonly reason: RowReason | 'no-country' | 'spreadsheet-float' | '';
}

export function listCellAlone(cell: string, defaultCountry: CountryCode | undefined, rules: Rules): ListCell {
  const read = cellAlone(cell, defaultCountry, rules);
  return changedBySpreadsheet(cell, read.verdict) ? { ...read, reason: 'spreadsheet-float' } : read;
}

function cellAlone(cell: string, defaultCountry: CountryCode | undefined, rules: Rules): ListCell {
  let verdict = normaliseCell(cell, defaultCountry, rules);
  if (writtenInternational(cell) || cell.trim() === '') {
    if (verdict.several && verdict.country && verdict.country !== defaultCountry)
      verdict = normaliseCell(cell, verdict.country, rules);
    return { verdict, reason: verdict.reason };
  }
  return { verdict, reason: !defaultCountry && needsCountry(cell, verdict) ? 'no-country' : verdict.reason };
}

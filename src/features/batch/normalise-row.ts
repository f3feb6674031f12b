/**
 * One cell of a list, judged exactly as the Check screen judges a pasted number (same engine, full metadata).
 * normaliseCell('+44 20 7946 0958', 'US', max) → { e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', status: 'valid', reason: '' }
 */
import type { CountryCode } from '../../phone/countries';
import type { MetadataJson } from '../../phone/metadata';
import { normalisePasted } from '../../phone/normalise-pasted';
import { outputForms } from '../../phone/output-forms';
import { validate } from '../../phone/validate';

export type RowStatus = 'valid' | 'invalid' | 'empty';

export interface RowResult {
  readonly e164: string;
  readonly international: string;
  readonly country: string;
  readonly type: string;
  readonly status: RowStatus;
  /** Why it is not valid: a validation status such as 'too-short', or '' when valid. */
  readonly reason: string;
}

const EMPTY: RowResult = { e164: '', international: '', country: '', type: '', status: 'empty', reason: '' };

export function normaliseCell(cell: string, defaultCountry: CountryCode | undefined, metadata: MetadataJson): RowResult {
  const pasted = normalisePasted(cell);
  if (!pasted.found) return cell.trim() === '' ? EMPTY : { ...EMPTY, status: 'invalid', reason: 'not-a-number' };
  const validation = validate(pasted.typed, defaultCountry, metadata, true);
  if (validation.status !== 'valid') {
    const country = 'country' in validation && validation.country ? validation.country : '';
    return { ...EMPTY, country, status: validation.status === 'empty' ? 'empty' : 'invalid', reason: validation.status };
  }
  const forms = outputForms(pasted.typed, defaultCountry, metadata, pasted.extension);
  return {
    e164: forms?.e164 ?? '',
    international: forms?.international ?? '',
    country: validation.country ?? '',
    type: validation.type ?? '',
    status: 'valid',
    reason: '',
  };
}

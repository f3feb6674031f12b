/**
 * What a list's `_reason` cell says of a number, in words shared by the export and the warehouse function: its
 * reason, then notes, each part left out when it is '' and the rest joined with '; ':
 *   reasonWords(['too-long', validInWords(['GB', 'JE']), 'country from the default country'])
 *     → 'too-long; valid in GB JE; country from the default country'
 * A number written without its calling code, read with no country at all, whose digits need one, has the list's
 * own reason 'no-country' (the judgement says not-a-number: it found no number without a country).
 */
import type { CellVerdict } from './judge-cell';

export const reasonWords = (parts: readonly string[]): string =>
  parts.filter((part) => part !== '').join('; ');

/** Where the national digits are a valid number instead: 'valid in GB JE', or '' when nowhere. */
export const validInWords = (validIn: readonly string[]): string =>
  validIn.length > 0 ? `valid in ${validIn.join(' ')}` : '';

/** Whether a cell read with no country is 'no-country': no number found, in digits that would need a country. */
export const needsCountry = (cell: string, verdict: CellVerdict): boolean =>
  verdict.reason === 'not-a-number' && !verdict.country && /\d\D*\d\D*\d/.test(cell);

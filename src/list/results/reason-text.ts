/**
 * What an export's `_reason` cell says besides the reason's code: where the number is valid instead, where a national
 * number's country came from, a number an earlier phone column of the row holds too, and a cell write-back left as
 * it was: 'too-long; valid in GB JE; country from the default country'.
 */
import { reasonNote, reasonWords, validInWords } from '../../phone/judge/reason-words';
import type { CountrySource } from '../table/cell-codes';
import { KEEP_AS_WRITTEN } from '../run/write-back-form';
import type { RowView } from './row-view';

/** What the reason column says of where a number's country came from (COUNTRY_SOURCES). */
const SOURCE_WORDS: Readonly<Record<'' | CountrySource, string>> = {
  '': '',
  'country-column': 'country from the country column',
  'same-row': 'country from another number of the row',
  default: 'country from the default country',
};

/**
 * The reason, with the countries where the number is valid instead, and, for a number written without its calling
 * code, where its country came from: 'too-long; valid in GB JE; country from the default country'.
 */
export const reasonText = (view: RowView, writeBack: boolean, sameAs = ''): string =>
  reasonWords([
    view.reason,
    reasonNote(view.reason),
    sameAs,
    validInWords(view.validIn),
    SOURCE_WORDS[view.source],
    writeBack && view.writeBack === KEEP_AS_WRITTEN ? LEFT_AS_WRITTEN : '',
  ]);

/** Write-back's note where a cell holds digits that are no number's: writing its numbers alone would lose them. */
const LEFT_AS_WRITTEN = 'cell left as written: it holds more than its numbers';

/**
 * A valid number an earlier phone column of the same row holds too: noted in the reason ('same number as Phone on
 * this row'), as it is no duplicate (find-duplicates.ts).
 */
export function sameNumberNote(
  views: readonly RowView[],
  c: number,
  phoneColumns: readonly number[],
  nameOf: (column: number) => string,
): string {
  const view = views[c];
  if (view?.status !== 'valid') return '';
  const earlier = views.findIndex((other) => other.status === 'valid' && other.e164 === view.e164);
  const column = phoneColumns[earlier];
  return earlier >= 0 && earlier < c && column !== undefined
    ? `same number as ${nameOf(column)} on this row`
    : '';
}

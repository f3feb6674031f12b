/**
 * What write-back puts in a valid number's cell, so that nothing is lost: '' when the plain E.164 says it all (the
 * cell holds that one number and nothing else worth keeping); else every number with its extension, RFC 3966's way
 * (`+12145550187; +12145550188`, `+12025550199;ext=42`); else KEEP_AS_WRITTEN, when the cell holds digits that are no
 * number's ('office 202-555-0142, room 4417', a second number that is not valid): writing numbers alone would lose them.
 *   writeBackForm('Call me at 214-555-0187 or 214-555-0188', valid) → '+12145550187; +12145550188'
 * It is told from the cell's digits, not by finding the numbers again: each number written accounts for its E.164's
 * digits and its extension's, plus what people write before a number and E.164 drops (a trunk 0 or 1; 00 or 011).
 */
import type { CellVerdict } from '../../phone/judge/judge-cell';

/** The cell stays as it was: its reason says so. */
export const KEEP_AS_WRITTEN = '!';

/** Numbers in one write-back cell are joined so (a ';' alone would read as a parameter of the number before). */
export const WRITE_BACK_JOIN = '; ';

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

export function writeBackForm(cell: string, verdict: CellVerdict): string {
  if (verdict.status !== 'valid') return '';
  const numbers = [verdict, ...verdict.others].map(({ e164, extension }) =>
    extension ? `${e164};ext=${extension}` : e164,
  );
  // An international prefix before the first number (00 44 …, 011 44 …), else a trunk digit per number.
  const prefix = /^\D*(?:011|00)/.test(cell) ? 3 : 0;
  const room = numbers.reduce((sum, number) => sum + digitsIn(number) + 1, prefix);
  if (digitsIn(cell) > room) return KEEP_AS_WRITTEN;
  const form = numbers.join(WRITE_BACK_JOIN);
  return form === verdict.e164 ? '' : form;
}

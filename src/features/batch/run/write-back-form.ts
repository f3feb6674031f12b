/**
 * What write-back puts in a valid number's cell, so that nothing is lost: '' when the plain E.164 says it all (the
 * cell holds that one number and nothing else worth keeping); else every number with its extension, RFC 3966's way
 * (`+12145550187; +12145550188`, `+12025550199;ext=42`); else KEEP_AS_WRITTEN, when the cell holds digits that are no
 * number's ('office 202-555-0142, room 4417'): writing numbers alone would lose them.
 *   writeBackForm('Call me at 214-555-0187 or 214-555-0188', valid, 'US', rules) → '+12145550187; +12145550188'
 */
import type { CountryCode } from '../../../phone/plan/countries';
import type { Rules } from '../../../phone/judge/rules';
import type { CellVerdict } from '../../../phone/judge/judge-cell';
import { plainTyped } from '../../../phone/judge/fast-reading';
import { findNumbers } from '../../../phone/judge/find-numbers';

/** The cell stays as it was: its reason says so. */
export const KEEP_AS_WRITTEN = '!';

/** Numbers in one write-back cell are joined so (a ';' alone would read as a parameter of the number before). */
export const WRITE_BACK_JOIN = '; ';

const withExtension = (e164: string, extension: string | undefined) =>
  extension ? `${e164};ext=${extension}` : e164;

export function writeBackForm(
  cell: string,
  verdict: CellVerdict,
  country: CountryCode | undefined,
  rules: Rules,
): string {
  if (verdict.status !== 'valid') return '';
  // Just a number's characters (an international prefix 00 or 011 as a +): its E.164 (and extension) is all it holds.
  const plain = plainTyped(cell.replace(/^\s*(?:00|011)\s*/, '+')) !== undefined;
  if (!verdict.several && verdict.others.length === 0 && plain)
    return verdict.extension ? withExtension(verdict.e164, verdict.extension) : '';
  const found = findNumbers(cell, { defaultCountry: country, rules });
  let rest = '';
  let at = 0;
  for (const { startsAt, endsAt } of found) {
    rest += cell.slice(at, startsAt);
    at = endsAt;
  }
  rest += cell.slice(at);
  const numbers = found.filter(({ verdict: v }) => v.e164);
  if (numbers.length === 0 || /\d/.test(rest)) return KEEP_AS_WRITTEN;
  const form = numbers
    .map(({ verdict: v }) => withExtension(v.e164 ?? '', v.extension))
    .join(WRITE_BACK_JOIN);
  return form === verdict.e164 ? '' : form;
}

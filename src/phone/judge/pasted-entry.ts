/**
 * What the field holds after a paste: the '+' and digits (and the extension, in its own box) of the reading the
 * one judgement gives the pasted text, so that the field's verdict on what it holds is the verdict on the text.
 *   pastedEntry('+11234567890-6#', ctx) → { typed: '+11234567890', extension: '6', … } (as libphonenumber-js reads it;
 *   not '+112345678906', which would be another, valid, number)
 *   pastedEntry('Call me on +44 (0)20 7946 0958 ext. 12', ctx) → { typed: '+442079460958', extension: '12', … }
 */
import { normalisePasted, type PastedNumber } from '../read/normalise-pasted';
import { entryVerdict } from './entry-verdict';
import { judge, type CheckedContext, type Verdict } from './judgement';

const same = (a: Verdict, b: Verdict) =>
  a.valid === b.valid &&
  a.e164 === b.e164 &&
  a.country === b.country &&
  a.callingCode === b.callingCode &&
  a.national === b.national &&
  a.extension === b.extension &&
  a.validation.status === b.validation.status;

export function pastedEntry(text: string, context: CheckedContext): PastedNumber {
  const own = normalisePasted(text, { country: context.defaultCountry });
  const verdict = judge(text, context);
  const extension = verdict.extension ?? (verdict.callingCode === undefined ? own.extension : undefined);
  const read =
    verdict.callingCode && verdict.national ? `+${verdict.callingCode}${verdict.national}` : undefined;
  const candidates = own.found ? [own.typed, read] : [read];
  for (const typed of candidates)
    if (typed !== undefined && same(entryVerdict(typed, extension, context), verdict))
      return { ...own, found: true, typed, extension };
  // The text holds no number to the judgement ('tel:+7x800…'): nothing is pasted, and the field says so.
  return verdict.validation.status === 'not-a-number' ? { ...own, found: false } : own;
}

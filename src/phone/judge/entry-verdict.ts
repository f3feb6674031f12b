/**
 * The field's verdict on what it holds: the typed '+' and digits, with the extension in its own box, judged as
 * the same number written with ';ext=' would be (so typed, pasted and parsePhone agree).
 *   entryVerdict('02079460958', '12', { defaultCountry: 'GB', rules }) === judge('02079460958;ext=12', …)
 * A keystroke asks for it twice (the country shown, then the details), so the last few are kept.
 */
import { judge, type JudgeContext, type Verdict } from './judgement';
import type { Rules } from './rules';

const LIMIT = 8;
const recent = new WeakMap<Rules, Map<string, Verdict>>();

/** The text the judgement reads for a field's typed digits and extension. */
export function entryText(typed: string, extension: string | undefined): string {
  return extension ? `${typed};ext=${extension}` : typed;
}

export function entryVerdict(typed: string, extension: string | undefined, context: JudgeContext): Verdict {
  let byText = recent.get(context.rules);
  if (!byText) recent.set(context.rules, (byText = new Map()));
  const text = entryText(typed, extension);
  const key = `${context.defaultCountry ?? ''}|${context.countries?.join(',') ?? '*'}|${text}`;
  let verdict = byText.get(key);
  if (verdict) byText.delete(key);
  else {
    verdict = judge(text, context);
    if (byText.size >= LIMIT) byText.delete(byText.keys().next().value as string);
  }
  byText.set(key, verdict);
  return verdict;
}

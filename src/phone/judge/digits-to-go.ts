/**
 * The strict digit countdown: how many more digits can make a typed number valid, by the full rules over every plan
 * of its calling code and every way libphonenumber-js may read the digits (completion-lengths.ts). It loads with the
 * full metadata (metadata.ts imports it beside the metadata's chunk) and installs itself into validate.ts, so the
 * first paint does not carry it; a test or a worker that judges with the full metadata imports it first.
 *   validate('+44 20 7946', 'US', max, true) → too-short, missing { min: 4, max: 4 } (no 7-digit London number)
 */
import type { CountryCode } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { digitsToGo, type Reading } from '../plan/completion-lengths';
import { countriesOfCallingCode, planOf } from '../plan/numbering-plan';
import type { JudgedNumber } from './judge-number';
import { digitsAfterPrefix, installStrictCount, type StrictCount } from './validate';

/** The plans a valid number with this calling code can belong to: every country sharing it, or its own plan. */
function plansOf(judged: JudgedNumber, metadata: MetadataJson): readonly string[] {
  const code = judged.callingCode ?? '';
  if (judged.nonGeographic) return [code];
  const sharing = countriesOfCallingCode(code, metadata);
  return sharing.length > 0 ? sharing : judged.country ? [judged.country] : [];
}

/**
 * An international number whose digits after the calling code are not the national number read (libphonenumber-js
 * drops a trunk prefix: '+1 1 234 …' is read as +1 234 …): any count would be for another number than the one typed.
 */
function readDifferently(typed: string, selected: CountryCode | undefined, judged: JudgedNumber): boolean {
  if (!judged.international || judged.callingCode === undefined) return false;
  const after = digitsAfterPrefix(typed, selected);
  return after.slice(judged.callingCode.length) !== judged.national;
}

/**
 * The national numbers libphonenumber-js may read the typed digits as, once more are typed: as read now, as typed
 * (no trunk prefix stripped: '8 771 …' may become a Russian number), without the trunk prefix (or the digits its
 * parsing rule starts with: Gabon's '0'), and, typed nationally, after the country's own calling code typed without
 * '+' ('500 48857' in the Falklands is +500 48857; '5' may still become it).
 */
function readingsOf(
  typed: string,
  selected: CountryCode | undefined,
  judged: JudgedNumber,
  metadata: MetadataJson,
): Reading[] {
  const code = judged.callingCode ?? '';
  const raw = judged.international
    ? digitsAfterPrefix(typed, selected).slice(code.length)
    : typed.replace(/\D/g, '');
  const plan = planOf(judged.country ?? code, metadata);
  const ruleHead = /^\^\(\?:(\d+)/.exec(plan?.nationalPrefixForParsing?.source ?? '')?.[1];
  const nationals = new Set([judged.national, raw]);
  for (const prefix of [plan?.nationalPrefix, ruleHead])
    if (prefix && raw.startsWith(prefix)) nationals.add(raw.slice(prefix.length));
  const readings = [...nationals].map((national) => ({ national, owed: 0 }));
  if (!judged.international && code) {
    if (raw.startsWith(code)) readings.push({ national: raw.slice(code.length), owed: 0 });
    else if (code.startsWith(raw)) readings.push({ national: '', owed: code.length - raw.length });
  }
  return readings;
}

/**
 * A national number that libphonenumber-js may complete with digits of its own: a plan whose national prefix rule
 * adds an area code to a local number (Bermuda: 7 digits become 441 + them), read nationally.
 */
function completedByPrefixRule(judged: JudgedNumber, metadata: MetadataJson): boolean {
  const forParsing = planOf(judged.country ?? judged.callingCode ?? '', metadata)?.nationalPrefixForParsing;
  // The rule then matches the whole local number: its pattern ends the digits with '$' ('([2-9]\\d{6})$|1').
  return !judged.international && forParsing !== undefined && forParsing.source.includes('$');
}

export const strictMissingDigits: StrictCount = (
  typed: string,
  selected: CountryCode | undefined,
  judged: JudgedNumber,
  metadata: MetadataJson,
) => {
  const togo = digitsToGo(plansOf(judged, metadata), readingsOf(typed, selected, judged, metadata), metadata);
  // A local number the prefix rule completes may be valid sooner: a range from 1, never "none".
  if (completedByPrefixRule(judged, metadata))
    return { missing: togo && { min: 1, max: togo.max }, none: false };
  // No count for digits read as another number than the one typed ('+1 1 …' read as +1 …).
  if (readDifferently(typed, selected, judged)) return { missing: undefined, none: !togo };
  return { missing: togo && { min: togo.min, max: togo.max }, none: !togo };
};

installStrictCount(strictMissingDigits);

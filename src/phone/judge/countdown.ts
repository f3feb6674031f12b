/**
 * The strict digit countdown: how many more digits can make a typed number valid, by the full rules over every plan
 * of its calling code and every way libphonenumber-js may read the digits (completion-lengths.ts). It is part of the
 * full rules (rules.ts), so it loads with the full metadata and the first paint does not carry it.
 *   countdown(reading of '+44 20 7946', 'US', max) → { missing: { min: 4, max: 4 }, none: false }
 *   (no 7-digit London number: 4 more, exactly)
 */
import type { CountryCode } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { digitsToGo, type Reading } from '../plan/completion-lengths';
import { countriesOfCallingCode, planOf } from '../plan/numbering-plan';
import { digitsAfterPrefix } from '../read/international-prefix';
import type { NumberReading } from './number-reading';
import type { Countdown } from './rules';

/** The plans a valid number with this calling code can belong to: every country sharing it, or its own plan. */
function plansOf(reading: NumberReading, metadata: MetadataJson): readonly string[] {
  const code = reading.callingCode ?? '';
  if (reading.nonGeographic) return [code];
  const sharing = countriesOfCallingCode(code, metadata);
  return sharing.length > 0 ? sharing : reading.country ? [reading.country] : [];
}

/**
 * A national number read as other digits than the ones written: a parsing rule that rewrites them (Argentina's
 * '011 15 …' becomes 9 11 …), where the count would be for the number read, not the one written.
 */
function readDifferently(
  reading: NumberReading,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): boolean {
  if (reading.international || reading.callingCode === undefined) return false;
  const raw = digitsAfterPrefix(reading.typed, selected);
  if (!raw.endsWith(reading.national)) return true;
  // A rule with groups that match already rewrites the digits once the number is whole ('0 11 15 …' → 9 11 …).
  const rule = planOf(reading.country ?? reading.callingCode, metadata)?.nationalPrefixForParsing?.exec(raw);
  return rule !== null && rule !== undefined && rule.slice(1).some((group) => group !== undefined);
}

/**
 * The national numbers libphonenumber-js may read the typed digits as, once more are typed: as read now, as typed
 * (no trunk prefix stripped: '8 771 …' may become a Russian number), without the trunk prefix (or the digits its
 * parsing rule starts with: Gabon's '0'), and, typed nationally, after the country's own calling code typed without
 * '+' ('500 48857' in the Falklands is +500 48857; '5' may still become it).
 */
function readingsOf(
  reading: NumberReading,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): Reading[] {
  const code = reading.callingCode ?? '';
  const raw = reading.international
    ? digitsAfterPrefix(reading.typed, selected).slice(code.length)
    : reading.typed.replace(/\D/g, '');
  const plan = planOf(reading.country ?? code, metadata);
  const ruleHead = /^(\d+)/.exec(plan?.nationalPrefixForParsingPattern ?? '')?.[1];
  const nationals = new Set([reading.national, raw]);
  for (const prefix of [plan?.nationalPrefix, ruleHead])
    if (prefix && raw.startsWith(prefix)) nationals.add(raw.slice(prefix.length));
  const readings = [...nationals].map((national) => ({ national, owed: 0 }));
  if (!reading.international && code) {
    if (raw.startsWith(code)) readings.push({ national: raw.slice(code.length), owed: 0 });
    else if (code.startsWith(raw)) readings.push({ national: '', owed: code.length - raw.length });
  }
  return readings;
}

/**
 * A national number that libphonenumber-js may complete with digits of its own: a plan whose national prefix rule
 * adds an area code to a local number (Bermuda: 7 digits become 441 + them), read nationally.
 */
function completedByPrefixRule(reading: NumberReading, metadata: MetadataJson): boolean {
  const forParsing = planOf(
    reading.country ?? reading.callingCode ?? '',
    metadata,
  )?.nationalPrefixForParsingPattern;
  // The rule then matches the whole local number: its pattern ends the digits with '$' ('([2-9]\\d{6})$|1').
  return !reading.international && !!forParsing?.includes('$');
}

export const countdown: Countdown = (reading, selected, metadata) => {
  const togo = digitsToGo(plansOf(reading, metadata), readingsOf(reading, selected, metadata), metadata);
  // A local number the prefix rule completes may be valid sooner: a range from 1, never "none".
  if (completedByPrefixRule(reading, metadata))
    return { missing: togo && { min: 1, max: togo.max }, none: false, uncounted: true };
  // No count for digits read as another number than the one typed (Argentina's rewritten mobile prefix).
  if (readDifferently(reading, selected, metadata))
    return { missing: undefined, none: !togo, uncounted: true };
  return { missing: togo && { min: togo.min, max: togo.max }, none: !togo };
};

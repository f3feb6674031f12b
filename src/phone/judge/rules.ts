/**
 * The rules a number is judged by, passed as a value (never installed as module state): the small metadata while
 * the field paints first (lengths and general patterns: `strict` false), then the full one with the digit countdown
 * (load-full-rules.ts; telfield/phone and the list's workers have it from the start).
 *   judge('+44 20 7946 0958', { rules: SMALL_RULES }) → valid, strict false (the pattern is not checked per type)
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import type { MissingDigits } from './validation';
import type { NumberReading } from './number-reading';

/**
 * How many more digits can make a typed number valid, by the full rules over every plan of its calling code
 * (countdown.ts); `none` when no digits can.
 */
export type Countdown = (
  reading: NumberReading,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
) => {
  readonly missing: MissingDigits | undefined;
  readonly none: boolean;
  /** More digits may make it valid, through a parsing rule that rewrites them: the count is not the digits'. */
  readonly uncounted?: boolean;
};

/**
 * What a reason that finds no number can say besides (reason-hints.ts): a local number without its area code, a
 * valid number and one digit more. Words for a person: the field and telfield/phone have it, a list's workers
 * (whose cells say the reason's code) do not carry it.
 */
export type ReasonHints = (
  reading: NumberReading,
  country: CountryCode | undefined,
  selected: CountryCode | undefined,
  rules: Rules,
  status: 'too-short' | 'invalid-length' | 'invalid',
) => { readonly areaCodeMissing?: true; readonly extraDigits?: number };

export interface Rules {
  readonly metadata: MetadataJson;
  /** Per-type patterns and number types are known (libphonenumber-js max): validity is exact. */
  readonly strict: boolean;
  /** The strict countdown; without it the count comes from the plan's possible lengths. */
  readonly countdown: Countdown | undefined;
  readonly hints?: ReasonHints;
}

/** The small metadata's rules: what the field judges by before the full rules arrive. */
export const SMALL_RULES: Rules = { metadata: MIN_METADATA, strict: false, countdown: undefined };

/** The full rules: the full metadata and the countdown that goes with it (and, for a person, the hints). */
export function fullRules(metadata: MetadataJson, countdown: Countdown, hints?: ReasonHints): Rules {
  return hints ? { metadata, strict: true, countdown, hints } : { metadata, strict: true, countdown };
}

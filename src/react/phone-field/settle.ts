/**
 * How a new text settles into the field: the country its digits pick (never one the field does not take), the text
 * as that country formats it, an international prefix written '+', and the announcement when the country changes.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { caretAfterNthSignificant, countSignificant, significantOf } from '../../caret/digits';
import { record } from '../../caret/history';
import { reformat } from '../../caret/reformat';
import type { TextState } from '../../caret/text-state';
import { callingCodeOf } from '../../phone/plan/countries';
import type { Rules } from '../../phone/judge/rules';
import { countriesOfCallingCode } from '../../phone/plan/numbering-plan';
import { describeEntry, type EntryDescription } from '../../phone/judge/describe-entry';
import { entryValue } from '../../phone/judge/entry-value';
import { formatAsYouType } from '../../phone/read/format-as-you-type';
import type { FieldNotice, FieldState } from './field-types';

export const formatFor = (country: CountryCode | undefined) => (typed: string) =>
  formatAsYouType(typed, country);

/**
 * The pick stays while the calling code is its own; another code after '+' makes that code's main country the pick
 * (its first country the field takes: never one it does not, or national digits typed next would be read in a
 * country the button does not show). Digits dialled with an international prefix the field has not written as '+' ('0 62 …' in
 * Samoa) keep it: they are still read from the pick's country.
 */
export function pickFor(
  picked: CountryCode | undefined,
  entry: EntryDescription,
  typed: string,
  accepted: readonly CountryCode[] | undefined,
): CountryCode | undefined {
  if (
    entry.nonGeographic ||
    !entry.callingCode ||
    !typed.startsWith('+') ||
    (picked && callingCodeOf(picked) === entry.callingCode)
  )
    return picked;
  return countriesOfCallingCode(entry.callingCode).find((code) => isAccepted(code, accepted)) ?? picked;
}

/** Whether the field takes numbers of a country (undefined: no country, a non-geographic number). */
export function isAccepted(
  country: CountryCode | undefined,
  accepted: readonly CountryCode[] | undefined,
): boolean {
  return !accepted || country === undefined || accepted.includes(country);
}

/** The country the digits point to, unless the field does not take it: then the one shown stays. */
function shownCountry(state: FieldState, entry: EntryDescription): CountryCode | undefined {
  // A non-geographic number (+800 …) has no country; otherwise an undecided code keeps the current one.
  const country = entry.nonGeographic ? undefined : (entry.country ?? state.country);
  return isAccepted(country, state.accepted) ? country : state.country;
}

/** The same text decided again with other rules (the full metadata has arrived): the country, and its format. */
export function withRules(state: FieldState, rules: Rules): FieldState {
  const typed = significantOf(state.text);
  const entry = describeEntry(typed, state.country, rules, state.picked);
  const country = shownCountry(state, entry);
  if (country === state.country) return { ...state, rules };
  const shown = reformat(state, formatFor(country));
  const notice: FieldNotice = { kind: 'country-changed', country };
  return {
    ...state,
    ...shown,
    country,
    countrySource: 'digits',
    rules,
    history: record(state.history, shown),
    notice,
  };
}

/** Lets the digits pick the country (`+44…`, a Canadian area code), then shows the text as that country formats it. */
export function settle(
  state: FieldState,
  next: TextState,
  notice?: FieldNotice,
  coalesce = false,
): FieldState {
  const typed = significantOf(next.text);
  // Nothing left: back to the person's own choice, not the country the last number switched to; an extension belongs
  // to its number, and a paste's numbers to it, so they go too.
  if (typed === '') {
    const country = state.chosen ?? state.country;
    const shown = country === state.country ? next : reformat(next, formatFor(country));
    const left = { ...state, picked: country, extension: undefined, pastedNumbers: undefined };
    return shownIn(left, shown, country, 'picked', notice, coalesce);
  }
  const entry = describeEntry(typed, state.country, state.rules, state.picked);
  const country = shownCountry(state, entry);
  const shown = withPlus(
    country === state.country ? next : reformat(next, formatFor(country)),
    entry,
    state.country,
    country,
  );
  // The international prefix written '+' once its code is known ('0044' → '+44'): the pick follows the code, as for a typed '+'.
  const picked = pickFor(state.picked, entry, significantOf(shown.text), state.accepted);
  return shownIn({ ...state, picked }, shown, country, 'digits', notice, coalesce);
}

/** The state showing a new text in a country, announcing the country when it changed. */
function shownIn(
  state: FieldState,
  shown: TextState,
  country: CountryCode | undefined,
  source: FieldState['countrySource'],
  notice: FieldNotice | undefined,
  coalesce: boolean,
): FieldState {
  const changed: FieldNotice | undefined =
    country !== state.country ? { kind: 'country-changed', country } : undefined;
  return {
    ...state,
    text: shown.text,
    caret: shown.caret,
    country,
    countrySource: country === state.country ? state.countrySource : source,
    history: record(state.history, shown, { coalesce }),
    notice: notice ?? changed ?? state.notice,
  };
}

/**
 * An international prefix (00, 011, 8~10) becomes '+' once the calling code after it is known,
 * so the number stays international whichever country the digits then choose: '011 44|' → '+44|'.
 */
function withPlus(
  state: TextState,
  entry: EntryDescription,
  selected: CountryCode | undefined,
  country: CountryCode | undefined,
): TextState {
  const typed = significantOf(state.text);
  if (!entry.international || typed.startsWith('+') || !entry.callingCode) return state;
  // The E.164 value holds every digit after the prefix, so the prefix is whatever comes before them.
  const value = entryValue(typed, selected);
  const prefixLength = value ? typed.length - (value.length - 1) : 0;
  if (!value || prefixLength <= 0 || !typed.endsWith(value.slice(1))) return state;
  const rewritten = value;
  const text = formatAsYouType(rewritten, country);
  const before = countSignificant(state.text.slice(0, state.caret));
  return { text, caret: caretAfterNthSignificant(text, Math.max(1, before - prefixLength + 1)) };
}

/** Picking another calling code while an international number is typed swaps the code and keeps the rest. */
export function selectCountry(state: FieldState, country: CountryCode): FieldState {
  const typed = significantOf(state.text);
  const entry = describeEntry(typed, state.country, state.rules, state.picked);
  let nextTyped = typed;
  if (
    entry.international &&
    typed.startsWith('+') &&
    entry.callingCode &&
    entry.callingCode !== callingCodeOf(country)
  ) {
    nextTyped = `+${callingCodeOf(country)}${typed.slice(1 + entry.callingCode.length)}`;
  }
  const text = formatAsYouType(nextTyped, country);
  const next = { text, caret: text.length };
  return {
    ...state,
    ...next,
    country,
    picked: country,
    chosen: country,
    countrySource: 'picked',
    history: record(state.history, next),
  };
}

/**
 * The phone field as one pure state machine: DOM events become actions, the caret and phone engines do the work.
 * Worked example (US selected): state '(201) 5|' + { type: 'edit', edit: insert '5' } → '(201) 55|';
 * then '+', '4', '4' typed into an empty field → '+44|' with country GB and a 'country-changed' notice.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { caretAfterNthSignificant, countSignificant, significantOf } from '../../caret/digits';
import { applyEdit, reconcile, type Edit } from '../../caret/edit';
import { createHistory, current, record, redo, undo, type History } from '../../caret/history';
import { reformat } from '../../caret/reformat';
import { selectAll, type SelectionState } from '../../caret/selection';
import type { TextState } from '../../caret/text-state';
import { callingCodeOf } from '../../phone/plan/countries';
import { SMALL_RULES, type Rules } from '../../phone/judge/rules';
import { countriesOfCallingCode } from '../../phone/plan/numbering-plan';
import { describeEntry, type EntryDescription } from '../../phone/judge/describe-entry';
import { entryValue, typedFromValue } from '../../phone/judge/entry-value';
import { formatAsYouType } from '../../phone/read/format-as-you-type';
import { pastedEntry } from '../../phone/judge/pasted-entry';
import { startsInternationalPrefix } from '../../phone/read/international-prefix';
import { MAX_PASTE_LENGTH, significantOfTyped, type FoundNumber } from '../../phone/read/normalise-pasted';

export type FieldNotice =
  | { readonly kind: 'country-changed'; readonly country: CountryCode | undefined }
  | { readonly kind: 'paste-truncated'; readonly limit: number; readonly dropped: number }
  | { readonly kind: 'nothing-to-paste' };

export interface FieldState extends TextState {
  /** The country the selector shows: the user's pick, or the one the digits decided. */
  readonly country: CountryCode | undefined;
  /**
   * The user's pick (or the starting country); when the digits bring another calling code, that code's main country.
   * It decides among countries sharing a code while the digits leave it open, so an automatic switch never sticks.
   */
  readonly picked: CountryCode | undefined;
  /**
   * The user's own choice (or the starting country), never changed by the digits: clearing the number returns to it,
   * not to the last country a number switched to.
   */
  readonly chosen: CountryCode | undefined;
  /** Whether the country shown was picked by the user (or given) or decided by the digits. */
  readonly countrySource: 'picked' | 'digits';
  /** The rules numbers are judged by: the small metadata's, then the full ones once loaded. */
  readonly rules: Rules;
  readonly extension: string | undefined;
  /** The numbers of the last paste that held several: the field shows one, the person may pick another. */
  readonly pastedNumbers: readonly FoundNumber[] | undefined;
  readonly history: History;
  /** The last thing worth announcing; it stays until the next, so the live region is not cut off mid-sentence. */
  readonly notice: FieldNotice | undefined;
  /**
   * The countries the field takes (its `countries`, less `excludeCountries`); undefined: any. The digits never switch
   * the country shown to another one: a number of another country is shown where it is, and judged "not accepted".
   */
  readonly accepted: readonly CountryCode[] | undefined;
  /**
   * The text shows a value given from outside (set-value), not one the person made: no change to hand back. Stays
   * so through what is not the person's doing (the rules arriving), until their next edit or pick.
   */
  readonly given: boolean;
}

export type FieldAction =
  | { readonly type: 'edit'; readonly selection: SelectionState; readonly edit: Edit }
  | { readonly type: 'paste'; readonly selection: SelectionState; readonly pasted: string }
  | { readonly type: 'reconcile'; readonly selection: SelectionState }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'select-country'; readonly country: CountryCode }
  | { readonly type: 'set-value'; readonly value: string }
  /** A form's reset: the start value in the start country, as the person's own edit (onChange hears of it). */
  | { readonly type: 'reset'; readonly value: string; readonly country: CountryCode | undefined }
  | { readonly type: 'rules-loaded'; readonly rules: Rules }
  /** The countries the field takes changed (undefined: any). */
  | { readonly type: 'accept-countries'; readonly accepted: readonly CountryCode[] | undefined }
  /** An extension marker typed after the number (x, #, ',', ';', 'ext', 'доб.' …): the extension starts, empty. */
  | { readonly type: 'start-extension'; readonly marker?: string | undefined }
  /** The extension as edited in its own box: its digits are kept, anything else dropped. */
  | { readonly type: 'set-extension'; readonly extension: string }
  | { readonly type: 'remove-extension' }
  /** Nothing changes, but the state is new: its text is written into the element again (a change not taken). */
  | { readonly type: 'refresh' }
  /** One of the numbers of the last paste replaces the field (with its own extension). */
  | { readonly type: 'use-pasted'; readonly number: FoundNumber };

/** Digits beyond any real number, but a ceiling so a held-down key cannot grow the field without end. */
export const MAX_TYPED = MAX_PASTE_LENGTH;

const formatFor = (country: CountryCode | undefined) => (typed: string) => formatAsYouType(typed, country);

export function initialFieldState(
  value: string | undefined,
  country: CountryCode | undefined,
  rules: Rules = SMALL_RULES,
  accepted?: readonly CountryCode[] | undefined,
): FieldState {
  const read = typedFromValue(value ?? '', country);
  const fallback = accepted && (country && accepted.includes(country) ? country : accepted[0]);
  const resolved = isAccepted(read.country, accepted) ? read.country : fallback;
  const text = formatAsYouType(read.typed, resolved);
  const state = { text, caret: text.length };
  const picked =
    resolved && country && callingCodeOf(resolved) === callingCodeOf(country) ? country : resolved;
  const initial = {
    ...state,
    accepted,
    country: resolved,
    picked,
    chosen: country ?? resolved,
    countrySource: 'picked' as const,
    rules,
    extension: undefined,
    pastedNumbers: undefined,
    history: createHistory(state),
    notice: undefined,
    given: false,
  };
  return rules === SMALL_RULES ? initial : withRules(initial, rules);
}

/**
 * The pick stays while the calling code is its own; another code after '+' makes that code's main country the pick
 * (its first country the field takes: never one it does not, or national digits typed next would be read in a
 * country the button does not show). Digits dialled with an international prefix the field has not written as '+' ('0 62 …' in
 * Samoa) keep it: they are still read from the pick's country.
 */
function pickFor(
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
function isAccepted(country: CountryCode | undefined, accepted: readonly CountryCode[] | undefined): boolean {
  return !accepted || country === undefined || accepted.includes(country);
}

/** The country the digits point to, unless the field does not take it: then the one shown stays. */
function shownCountry(state: FieldState, entry: EntryDescription): CountryCode | undefined {
  // A non-geographic number (+800 …) has no country; otherwise an undecided code keeps the current one.
  const country = entry.nonGeographic ? undefined : (entry.country ?? state.country);
  return isAccepted(country, state.accepted) ? country : state.country;
}

/** The same text decided again with other rules (the full metadata has arrived): the country, and its format. */
function withRules(state: FieldState, rules: Rules): FieldState {
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
function settle(state: FieldState, next: TextState, notice?: FieldNotice, coalesce = false): FieldState {
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

/** The selection covers every digit of a number (so an insert replaces it rather than adding to it). */
function replacesNumber(selection: SelectionState): boolean {
  const { text, start, end } = selection;
  return (
    significantOf(text) !== '' &&
    significantOf(text.slice(0, start)) === '' &&
    significantOf(text.slice(end)) === ''
  );
}

/** Actions that are not the person's doing: a value they did not type stays "given" through them. */
const NOT_EDITS: ReadonlySet<FieldAction['type']> = new Set([
  'set-value',
  'rules-loaded',
  'accept-countries',
  'refresh',
]);

export function fieldReducer(state: FieldState, action: FieldAction): FieldState {
  const next = reduce(state, action);
  return next.given && !NOT_EDITS.has(action.type) ? { ...next, given: false } : next;
}

function reduce(state: FieldState, action: FieldAction): FieldState {
  switch (action.type) {
    case 'edit': {
      const next = applyEdit(action.selection, action.edit, formatFor(state.country), {
        maxSignificant: MAX_TYPED,
      });
      // Digits typed one after another undo together, as in a native field.
      const typing = action.edit.kind === 'insert' && action.edit.significant.length === 1;
      const settled = settle(state, next, undefined, typing);
      // Typing over the whole number replaces it, and its extension with it.
      return replacesNumber(action.selection)
        ? { ...settled, extension: undefined, pastedNumbers: undefined }
        : settled;
    }
    case 'paste': {
      const pasted = pastedEntry(action.pasted, { defaultCountry: state.picked, rules: state.rules });
      if (!pasted.found) return { ...state, notice: { kind: 'nothing-to-paste' } };
      // A full international number replaces the field; anything else goes where the caret is.
      const target = pasted.typed.startsWith('+') ? selectAll(action.selection.text) : action.selection;
      const next = applyEdit(
        target,
        { kind: 'insert', significant: pasted.typed },
        formatFor(state.country),
        {
          maxSignificant: MAX_TYPED,
        },
      );
      const notice: FieldNotice | undefined =
        pasted.truncatedAt === undefined
          ? undefined
          : { kind: 'paste-truncated', limit: pasted.truncatedAt, dropped: pasted.droppedCount ?? 0 };
      const kept = replacesNumber(target) ? undefined : state.extension;
      const settled = settle(state, next, notice);
      return {
        ...settled,
        extension: pasted.extension ?? kept,
        pastedNumbers: pasted.numbers.length > 1 ? pasted.numbers : settled.pastedNumbers,
      };
    }
    case 'reconcile':
      return settle(
        state,
        reconcile(state, action.selection, formatFor(state.country), { maxSignificant: MAX_TYPED }),
      );
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      const restored = current(history);
      const entry = describeEntry(significantOf(restored.text), state.country, state.rules, state.picked);
      return {
        ...state,
        ...restored,
        country: isAccepted(entry.country, state.accepted) ? (entry.country ?? state.country) : state.country,
        picked: pickFor(state.picked, entry, significantOf(restored.text), state.accepted),
        history,
      };
    }
    case 'select-country':
      return selectCountry(state, action.country);
    case 'set-value': {
      // An empty value (a form library's reset or clear) returns to the person's own country, as erasing does.
      const country = action.value === '' ? (state.chosen ?? state.picked) : state.picked;
      const next = initialFieldState(action.value, country ?? state.country, state.rules, state.accepted);
      return {
        ...next,
        chosen: state.chosen ?? next.chosen,
        history: record(state.history, next),
        given: true,
      };
    }
    case 'refresh':
      return { ...state };
    case 'reset': {
      const next = initialFieldState(action.value, action.country, state.rules, state.accepted);
      return { ...next, history: record(state.history, next) };
    }
    case 'rules-loaded':
      return withRules(state, action.rules);
    case 'accept-countries':
      return { ...state, accepted: action.accepted };
    case 'start-extension': {
      const typed = significantOf(state.text);
      // An extension belongs to a number: with no digits typed there is nothing to extend. A '~' inside the way
      // out of the country ('8~10' from Russia) waits for the dial tone: it is no marker there.
      if (
        typed.replace('+', '') === '' ||
        (action.marker === '~' && startsInternationalPrefix(typed, state.picked))
      )
        return state;
      return { ...state, extension: state.extension ?? '' };
    }
    case 'set-extension':
      return state.extension === undefined
        ? state
        : { ...state, extension: extensionDigits(action.extension) };
    case 'remove-extension':
      return { ...state, extension: undefined };
    case 'use-pasted': {
      const { typed, extension } = action.number;
      const next = applyEdit(
        selectAll(state.text),
        { kind: 'insert', significant: typed },
        formatFor(state.country),
        {
          maxSignificant: MAX_TYPED,
        },
      );
      return { ...settle(state, next), extension };
    }
  }
}

/**
 * The most digits the extension box holds: more than any extension may have (EXTENSION_LIMIT, 20), so a longer one
 * is shown and judged "too long" rather than cut; a ceiling so a held-down key cannot grow it without end.
 */
export const MAX_EXTENSION = 40;

/** An extension's digits (any script's, as ASCII): extensionDigits('12a٣') === '123'. */
export function extensionDigits(text: string): string {
  return significantOfTyped(text).replace(/\+/g, '').slice(0, MAX_EXTENSION);
}

/** Picking another calling code while an international number is typed swaps the code and keeps the rest. */
function selectCountry(state: FieldState, country: CountryCode): FieldState {
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

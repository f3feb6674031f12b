/**
 * The phone field as one pure state machine: DOM events become actions, the caret and phone engines do the work.
 * Worked example (US selected): state '(201) 5|' + { type: 'edit', edit: insert '5' } → '(201) 55|';
 * then '+', '4', '4' typed into an empty field → '+44|' with country GB and a 'country-changed' notice.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { significantOf } from '../../caret/digits';
import { applyEdit, reconcile } from '../../caret/edit';
import { createHistory, current, record, redo, undo } from '../../caret/history';
import { selectAll, type SelectionState } from '../../caret/selection';
import { callingCodeOf } from '../../phone/plan/countries';
import { SMALL_RULES, type Rules } from '../../phone/judge/rules';
import { describeEntry } from '../../phone/judge/describe-entry';
import { typedFromValue } from '../../phone/judge/entry-value';
import { formatAsYouType } from '../../phone/read/format-as-you-type';
import { pastedEntry } from '../../phone/judge/pasted-entry';
import { startsInternationalPrefix } from '../../phone/read/international-prefix';
import { MAX_PASTE_LENGTH, significantOfTyped } from '../../phone/read/normalise-pasted';
import { formatFor, isAccepted, pickFor, selectCountry, settle, withRules } from './settle';
import type { FieldAction, FieldNotice, FieldState } from './field-types';

export type { FieldAction, FieldNotice, FieldState } from './field-types';

/** Digits beyond any real number, but a ceiling so a held-down key cannot grow the field without end. */
export const MAX_TYPED = MAX_PASTE_LENGTH;

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
        written: action.written ? { value: action.value } : undefined,
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

/**
 * Plays what was typed into the first paint's plain input through the field's reducer, once the engine is there.
 * Each event's selection is carried over by significant characters (digits and '+'), the same anchor the caret uses:
 * the plain input showed '2015|', the field shows '(201) 5|'; a caret after the 4th digit is the same place in both.
 *
 *   replayPending(empty US field, [insert '2', '0', '1', '5' at the end]) → '(201) 5|', as typing them would give
 */
import { caretAfterNthSignificant, significantBefore } from '../../caret/digits';
import type { SelectionState } from '../../caret/selection';
import { extensionDigits, fieldReducer, type FieldState } from './field-state';
import { beforeInputAction, changedAction } from './input-action';
import type { PendingInput } from './pending-input';

/** A position of the plain text, carried into the field's text: after the same significant character (the end stays the end). */
function carry(plain: string, position: number, text: string): number {
  return position >= plain.length
    ? text.length
    : caretAfterNthSignificant(text, significantBefore(plain, position));
}

function carried(plain: SelectionState, text: string): SelectionState {
  return { text, start: carry(plain.text, plain.start, text), end: carry(plain.text, plain.end, text) };
}

/** An edit after an extension marker: the field would have had it in the extension's own box. */
function editExtension(state: FieldState, entry: Extract<PendingInput, { kind: 'before' }>): FieldState {
  const extension = state.extension ?? '';
  if (entry.inputType === 'insertText' || entry.inputType === 'insertFromPaste')
    return fieldReducer(state, {
      type: 'set-extension',
      extension: extension + extensionDigits(entry.data ?? ''),
    });
  if (entry.inputType === 'deleteContentBackward')
    return extension === ''
      ? fieldReducer(state, { type: 'remove-extension' })
      : fieldReducer(state, { type: 'set-extension', extension: extension.slice(0, -1) });
  return state;
}

const sameSelection = (a: SelectionState | undefined, b: SelectionState) =>
  a !== undefined && a.text === b.text && a.start === b.start && a.end === b.end;

/** `plainStart`: the plain input's first text (the field's own when it painted the same). */
export function replayPending(
  start: FieldState,
  pending: readonly PendingInput[],
  plainStart: string = start.text,
): FieldState {
  let state = start;
  /** The plain input's text and caret after the last event: an event there is typing on where the field's caret is. */
  let plainAfter: SelectionState | undefined = {
    text: plainStart,
    start: plainStart.length,
    end: plainStart.length,
  };
  /** Where, in the plain text, an extension marker was typed: what follows it is the extension. */
  let markerAt: number | undefined;
  for (const entry of pending) {
    if (entry.kind === 'changed') {
      state = fieldReducer(
        state,
        entry.composed
          ? { type: 'reconcile', selection: entry.after }
          : changedAction(entry.inputType, entry.after),
      );
      plainAfter = entry.after;
      continue;
    }
    const typingOn = sameSelection(plainAfter, entry.selection);
    plainAfter = entry.after;
    if (markerAt !== undefined && entry.selection.start > markerAt) {
      state = editExtension(state, entry);
      if (state.extension === undefined) markerAt = undefined;
      continue;
    }
    // Typing on: the field's own caret (its text may order what was typed differently, '4' before '+' goes after it).
    // Moved: carried over by significant characters.
    const selection = typingOn
      ? { text: state.text, start: state.caret, end: state.caret }
      : carried(entry.selection, state.text);
    const action = beforeInputAction(entry.inputType, entry.data, selection);
    if (action) {
      if (action.type === 'start-extension') markerAt = entry.selection.start;
      state = fieldReducer(state, action);
    } else if (entry.after) {
      // The field too would have let the browser do it, then read the text it left.
      state = fieldReducer(state, changedAction(entry.inputType, entry.after));
    }
  }
  return state;
}

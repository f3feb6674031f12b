/**
 * The field's work for typing a number, done before the person types: the country's example number is typed into
 * the blank field's state key by key, and each step is read as the hook reads it. Nothing of it is kept.
 * The first keys of a page paid for compiling the field's code and building the country's patterns (5–9 ms over
 * the first ten keys, measured in the bench's typing); PhoneInput runs this in a task of its own before them.
 *   rehearseTyping(blank US field) → the state after typing 2015550123 (from '(201) 555-0123') at the end, key by key
 */
import { exampleNumber } from '../../phone/read/example-number';
import { fieldDetails } from './field-details';
import { fieldReducer, type FieldState } from './field-state';
import { beforeInputAction } from './input-action';

/** Returns the last state, for its test; PhoneInput drops it. */
export function rehearseTyping(blank: FieldState): FieldState {
  let state = blank;
  for (const digit of exampleNumber(blank.country)?.replace(/\D/g, '') ?? '') {
    const end = state.text.length;
    const action = beforeInputAction('insertText', digit, { text: state.text, start: end, end });
    if (!action) break;
    state = fieldReducer(state, action);
    fieldDetails(state);
  }
  return state;
}

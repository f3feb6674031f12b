/**
 * The field's work for typing a number, done once before the person types: the country's example number is typed
 * into a fresh state key by key, and each step is read as the hook reads it. Nothing of it is kept.
 * The first keys of a page paid for compiling the engine's code and building the country's patterns (about 10 ms over
 * the first ten keys, measured in the bench's typing); the hook runs this in a task of its own before them.
 * rehearseTyping('US', metadata) types 2015550123 (from '(201) 555-0123') as ten insertText edits at the end.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { significantOf } from '../../caret/digits';
import type { MetadataJson } from '../../phone/metadata/metadata';
import { exampleNumber } from '../../phone/plan/example-number';
import { fieldDetails, type PhoneChangeDetails } from './field-details';
import { fieldReducer, initialFieldState, type FieldState } from './field-state';
import { beforeInputAction } from './input-action';

/**
 * Returns the states it went through (for its test); the hook drops them. `read` is given each step's reading, as the
 * hook gives its own (to the view's words for it).
 */
export function rehearseTyping(
  country: CountryCode | undefined,
  metadata: MetadataJson,
  read: (details: PhoneChangeDetails) => void = () => undefined,
): readonly FieldState[] {
  const digits = significantOf(exampleNumber(country) ?? '');
  const states: FieldState[] = [];
  let state = initialFieldState(undefined, country, metadata);
  for (const digit of digits) {
    const action = beforeInputAction('insertText', digit, {
      text: state.text,
      start: state.text.length,
      end: state.text.length,
    });
    if (!action) break;
    state = fieldReducer(state, action);
    read(fieldDetails(state));
    states.push(state);
  }
  return states;
}

// The one place the caret engine meets an input element, through the narrowest interface that works.
import { normaliseSelection, type SelectionState } from './selection';

export type CaretTarget = Pick<
  HTMLInputElement,
  'value' | 'selectionStart' | 'selectionEnd' | 'setSelectionRange'
>;

/** The value and its selection (an element without one, e.g. never focused, reports its end), in order. */
export function readSelection(target: CaretTarget): SelectionState {
  const text = target.value;
  const start = target.selectionStart ?? text.length;
  const end = target.selectionEnd ?? start;
  return normaliseSelection({ text, start, end });
}

// The one place the caret engine meets an input element, through the narrowest interface that works.
import type { TextState } from './text-state';

export type CaretTarget = Pick<HTMLInputElement, 'value' | 'selectionStart' | 'selectionEnd' | 'setSelectionRange'>;

export function readState(target: CaretTarget): TextState {
  return { text: target.value, caret: target.selectionEnd ?? target.value.length };
}

export function writeState(target: CaretTarget, state: TextState): void {
  if (target.value !== state.text) target.value = state.text;
  target.setSelectionRange(state.caret, state.caret);
}

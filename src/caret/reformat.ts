import { caretAfterNthSignificant, countSignificant, significantOf } from './digits';
import type { TextState } from './text-state';

/**
 * Reformats a text and keeps the caret after the same significant character.
 * reformat({ text: '2015|', caret: 4 }, usFormat) → { text: '(201) 5|', caret: 7 }
 */
export function reformat(state: TextState, format: (significant: string) => string): TextState {
  const before = countSignificant(state.text.slice(0, state.caret));
  const text = format(significantOf(state.text));
  return { text, caret: caretAfterNthSignificant(text, before) };
}

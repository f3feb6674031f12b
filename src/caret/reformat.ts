import { caretAfterNthSignificant, significantBefore, significantOf } from './digits';
import type { TextState } from './text-state';

/** What the display text is for a string of significant characters; must keep those characters, in order. */
export type Format = (significant: string) => string;

/**
 * Reformats a text and keeps the caret after the same significant character.
 * reformat({ text: '2015|', caret: 4 }, usFormat) → { text: '(201) 5|', caret: 7 }
 * A text that is already formatted keeps its caret exactly (so '(201) |555' stays put, not '(201|) 555').
 */
export function reformat(state: TextState, format: Format): TextState {
  const caret = Math.min(Math.max(0, state.caret), state.text.length);
  const text = format(significantOf(state.text));
  if (text === state.text) return { text, caret };
  return { text, caret: caretAfterNthSignificant(text, significantBefore(state.text, caret)) };
}

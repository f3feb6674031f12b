// A field's text with its selection; a caret is a collapsed selection (start === end).
import { significantBefore, significantOf } from './digits';

/** The text of a field and its selection, start <= end, both within 0 … text.length; collapsed when equal. */
export interface SelectionState {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A selection in significant-character space: `start`/`end` count significant characters before each end. */
export interface SignificantSelection {
  readonly significant: string;
  readonly start: number;
  readonly end: number;
}

/** The whole text selected (what "select all" and a full replacement work on). */
export function selectAll(text: string): SelectionState {
  return { text, start: 0, end: text.length };
}

/** Bounds clamped to the text and put in order (a DOM can report a backwards or stale selection). */
export function normaliseSelection(selection: SelectionState): SelectionState {
  const clamp = (n: number) =>
    Number.isFinite(n) ? Math.min(Math.max(0, Math.trunc(n)), selection.text.length) : 0;
  const a = clamp(selection.start);
  const b = clamp(selection.end);
  return a <= b ? { text: selection.text, start: a, end: b } : { text: selection.text, start: b, end: a };
}

/** The selection in significant space: '(2[01) 5]55' → { significant: '201555', start: 2, end: 4 }. */
export function significantSelection(selection: SelectionState): SignificantSelection {
  const { text, start, end } = normaliseSelection(selection);
  return {
    significant: significantOf(text),
    start: significantBefore(text, start),
    end: significantBefore(text, end),
  };
}

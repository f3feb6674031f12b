import type { SelectionState } from './selection';
import type { TextState } from './text-state';

/** A marked-up field state, usable both as a TextState (caret = selection end) and as a SelectionState. */
export type MarkedState = TextState & SelectionState;

/**
 * Reads a `|` caret marker or a `[` … `]` selection:
 * at('(201) |555') → { text: '(201) 555', caret: 6, start: 6, end: 6 };
 * at('(20[1) 5]55') → { text: '(201) 555', start: 3, end: 7, caret: 7 }.
 */
export function at(marked: string): MarkedState {
  const caret = marked.indexOf('|');
  const open = marked.indexOf('[');
  const close = marked.indexOf(']');
  const once = (char: string, index: number) => index !== -1 && marked.indexOf(char, index + 1) === -1;
  if (once('|', caret) && open === -1 && close === -1) {
    return { text: marked.slice(0, caret) + marked.slice(caret + 1), caret, start: caret, end: caret };
  }
  if (caret === -1 && once('[', open) && once(']', close) && open < close) {
    const end = close - 1;
    const text = marked.slice(0, open) + marked.slice(open + 1, close) + marked.slice(close + 1);
    return { text, start: open, end, caret: end };
  }
  throw new Error(`one | or one [ … ] expected in ${marked}`);
}

/** The same as `at`, named for selections: sel('(20[1) 5]55'). */
export const sel = at;

/** Writes a state with its `|` caret or `[ ]` selection marker, for readable failures. */
export function show(state: TextState | SelectionState): string {
  if ('start' in state && state.start !== state.end) {
    return `${state.text.slice(0, state.start)}[${state.text.slice(state.start, state.end)}]${state.text.slice(state.end)}`;
  }
  const caret = 'caret' in state ? state.caret : state.start;
  return state.text.slice(0, caret) + '|' + state.text.slice(caret);
}

// Stand-in formats, so the engine is tested apart from any phone rules. Each keeps the significant characters.

/** US-like mask: '(201) 555-0123'; anything else (a `+`, more than ten digits) is shown as typed, unformatted. */
export function us(significant: string): string {
  if (!/^\d{1,10}$/.test(significant)) return significant;
  const [area, exchange, line] = [significant.slice(0, 3), significant.slice(3, 6), significant.slice(6)];
  return `(${area}${exchange ? `) ${exchange}` : ''}${line ? `-${line}` : ''}`;
}

/** Groups of three from the left: '201 555 012 3'. */
export const groupsOfThree = (significant: string): string => significant.replace(/(\d{3})(?=\d)/g, '$1 ');

/** Groups of three from the right, so separators before the caret move as digits arrive: '1 234' → '12 345'. */
export function fromRight(significant: string): string {
  const plus = significant.startsWith('+') ? '+' : '';
  const rest = significant.slice(plus.length);
  return rest.includes('+') ? significant : plus + rest.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Formats nothing. */
export const plain = (significant: string): string => significant;

/** A separator between every character and an astral prefix, so positions are UTF-16 units: '📞 2.0.1'. */
export const dotted = (significant: string): string =>
  significant ? `📞 ${significant.split('').join('.')}` : '';

export const STAND_IN_FORMATS = { us, groupsOfThree, fromRight, plain, dotted } as const;

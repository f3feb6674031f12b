import type { TextState } from './text-state';

/** Reads a `|` caret marker: at('(201) |555') → { text: '(201) 555', caret: 6 }. */
export function at(marked: string): TextState {
  const caret = marked.indexOf('|');
  if (caret === -1 || marked.indexOf('|', caret + 1) !== -1) throw new Error(`one | expected in ${marked}`);
  return { text: marked.slice(0, caret) + marked.slice(caret + 1), caret };
}

/** Writes a state with its `|` caret marker, for readable failures. */
export function show(state: TextState): string {
  return state.text.slice(0, state.caret) + '|' + state.text.slice(state.caret);
}

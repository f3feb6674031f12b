/**
 * The number's text and caret, written into its <input> after each render. The text is written here rather than by
 * React: PhoneInput's own <input> takes no value prop, so a key does not draw it again (React rewrites a controlled
 * input's name, type and value attributes on every render, which restyled it: 44 attribute writes for 9 digits).
 * What the browser changed itself and the state did not take is undone, as React restores a controlled input.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { FieldState } from './field-state';

export function useTextWriter(
  inputRef: RefObject<HTMLInputElement | null>,
  composing: RefObject<boolean>,
  state: FieldState,
): void {
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || composing.current) return;
    if (input.value !== state.text) input.value = state.text;
  });

  // The caret goes back after the same digit. An update that left the text as it was (the full rules arriving)
  // keeps a selection the person made (a Ctrl+A about to be cut stays whole).
  const lastSeen = useRef({ text: state.text, rules: state.rules });
  useLayoutEffect(() => {
    const input = inputRef.current;
    const last = lastSeen.current;
    lastSeen.current = { text: state.text, rules: state.rules };
    if (!input || input.ownerDocument.activeElement !== input || input.value !== state.text) return;
    if (state.rules !== last.rules && state.text === last.text) return;
    input.setSelectionRange(state.caret, state.caret);
  }, [inputRef, state]);
}

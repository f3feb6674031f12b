import { useEffect } from 'react';
import type { FieldState } from '../../react/phone-field/field-state';
import { rehearseTyping } from '../../react/phone-field/rehearse-typing';

/**
 * While nothing is typed, the field rehearses typing its country's example number in a task of its own, so the
 * first real keys find its code compiled (rehearse-typing.ts; first key 7.4 → 3.7 ms): again whenever that state
 * changes (the full rules arrive, another country). Not when idle: Chromium gave no idle time for 300 ms after the
 * click that focuses the field, so the first keys came first.
 */
export function useRehearsal(state: FieldState): void {
  const blank = state.text === '' ? state : undefined;
  useEffect(() => {
    if (!blank) return;
    const rehearsal = setTimeout(rehearseTyping, 0, blank);
    return () => clearTimeout(rehearsal);
  }, [blank]);
}

import { useEffect } from 'react';
import type { Handover } from '../../react/phone-field/pending-input';
import { useLatestCallback } from '../../react/use-latest-callback';

/**
 * The first paint's country button had focus, or was pressed: focus stays on the picker's own button, and the list
 * opens as asked. `button` finds that button once drawn.
 */
export function usePickerHandover(
  handover: Handover | undefined,
  button: () => HTMLButtonElement | null | undefined,
): void {
  const find = useLatestCallback(button);
  useEffect(() => {
    const open = handover?.takeOpenPicker() === true;
    if (!open && !handover?.takeFocus('button')) return;
    const element = find();
    element?.focus();
    if (open) element?.click();
  }, [handover, find]);
}

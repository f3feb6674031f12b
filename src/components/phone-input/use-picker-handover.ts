import { useEffect, type RefObject } from 'react';
import type { Handover } from '../../react/phone-field/pending-input';

/** The first paint's button had focus, or was pressed: focus stays on it, and the list opens as asked. */
export function usePickerHandover(
  handover: Handover | undefined,
  root: RefObject<HTMLDivElement | null>,
): void {
  useEffect(() => {
    const open = handover?.takeOpenPicker() === true;
    if (!open && !handover?.takeFocus('button')) return;
    const button = root.current?.querySelector<HTMLButtonElement>('.tf-country-picker__button');
    button?.focus();
    if (open) button?.click();
  }, [handover, root]);
}

/** Focus stays where it was in the first paint: in the number (or its extension), the caret where the replay left it. */
import { useLayoutEffect, type RefObject } from 'react';
import type { Handover } from './pending-input';

export function useHandoverFocus(
  handover: Handover | undefined,
  caret: number,
  number: RefObject<HTMLInputElement | null>,
  extension: RefObject<HTMLInputElement | null>,
): void {
  useLayoutEffect(() => {
    if (!handover?.takeFocus('input')) return;
    const target = extension.current ?? number.current;
    target?.focus();
    if (target === number.current) target?.setSelectionRange(caret, caret);
    // Once, at mount: the handover says where focus was when the engine arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handover]);
}

import type { Ref } from 'react';

/** Hands an element to a ref of any kind (a callback or an object), as React does for the ref prop. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A stable function that calls the latest render's callback: an effect can call it without re-running when the
 * callback changes. React 19.2's useEffectEvent does this, but the package supports React 18 too.
 */
export function useLatestCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  // Before the layout effects declared after it, which may call it.
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

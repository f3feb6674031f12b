import { useCallback, useSyncExternalStore } from 'react';

// The app has a handful of routes, so the History API is the whole router.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

export function usePath(): readonly [string, (path: string) => void] {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
  const navigate = useCallback((to: string) => {
    if (to === window.location.pathname) return;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return [path, navigate] as const;
}

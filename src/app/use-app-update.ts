import { useEffect, useState } from 'react';
import { whenIdle } from '../react/when-idle';

export interface AppUpdate {
  /** A new version is installed and waiting for this page to let it take over. */
  readonly ready: boolean;
  /** Lets the waiting version take over, then reloads the page into it. */
  readonly reload: () => void;
}

/**
 * Registers the service worker (production builds only: scripts/service-worker.mjs writes sw.js) once the page is
 * idle, and says when a new version waits. The first version takes the page at once; later ones wait for reload().
 */
export function useAppUpdate(): AppUpdate {
  const [waiting, setWaiting] = useState<ServiceWorker | undefined>(undefined);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let stopped = false;
    // A version that finished installing while an older one controls the page is an update.
    // (A browser that blocks service workers may answer register() with nothing.)
    const watch = (registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return;
      if (registration.waiting && container.controller) setWaiting(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const next = registration.installing;
        next?.addEventListener('statechange', () => {
          if (!stopped && next.state === 'installed' && container.controller) setWaiting(next);
        });
      });
    };
    whenIdle(() => {
      if (!stopped) void container.register('/sw.js').then(watch, () => undefined);
    });
    return () => {
      stopped = true;
    };
  }, []);
  return {
    ready: waiting !== undefined,
    reload: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      waiting?.postMessage('take-over');
    },
  };
}

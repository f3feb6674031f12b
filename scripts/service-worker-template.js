// Telfield's service worker (written into the build as sw.js by scripts/service-worker.mjs, which puts PRECACHE and
// VERSION above this line). After one visit every file of the app is in the cache: both screens, the full metadata,
// the list cleaner's workers and the flag sprite; flags/XX.svg are cached as they are shown, and a flag not shown
// before is drawn from the sprite offline (CountryFlag). A new version installs beside the old one and waits until the
// page asks it to take over (the "Reload" prompt), so a page never mixes two.
/* global PRECACHE, VERSION */
const CACHE = `telfield-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('telfield-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      // The first version takes the page that installed it, so it works offline without a second visit.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Every route is the one page (the app routes itself).
  const key = request.mode === 'navigate' ? '/index.html' : url.pathname;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(key);
      if (cached) return cached;
      const response = await fetch(request);
      // A flag shown once is there offline too.
      if (response.ok && url.pathname.startsWith('/flags/')) cache.put(key, response.clone());
      return response;
    }),
  );
});

/**
 * The service worker (built by vite-plugin-pwa in injectManifest mode). It keeps the app shell
 * and every route's code precached, answers navigations from the network with the cached shell
 * as the fallback (offline.html when even that is missing), and keeps images, photos and the map
 * tiles a visitor has seen. It never caches /api/: the app keeps its data in IndexedDB.
 * A new version waits until the page asks for it (SKIP_WAITING) so open tabs keep their chunks.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isMapTileRequest, isOwnImageRequest, isPhotoRequest, NAVIGATION_DENYLIST } from './sw-routes.ts';
import { MAP_TILES_CACHE } from './ui/map/save-map-offline.ts';

// The DOM lib is what the rest of the app is typed with; this is the part of the worker scope we use.
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

const DAY = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over the open page at once, so tiles seen on a first visit are kept.
// (Updates still wait: claiming only affects pages no worker controls yet.)
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Navigations: fresh HTML when the network answers in time (statuses such as 404 intact), else the shell.
const network = new NetworkOnly({ networkTimeoutSeconds: 3 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (
          (await matchPrecache('/index.html')) ?? (await matchPrecache('/offline.html')) ?? Response.error()
        );
      }
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);

registerRoute(
  ({ request, url }) => isOwnImageRequest(request, url, self.location.origin),
  new CacheFirst({
    cacheName: 'ddb-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// A photo's file never changes (a fresh folder each). The app stops linking a deleted one once its data
// refreshes; the shorter age bounds how long a direct link to it could still show from this cache.
registerRoute(
  ({ request, url }) => isPhotoRequest(request, url, self.location.origin),
  new CacheFirst({
    cacheName: 'ddb-photos',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// OpenStreetMap asks for at least 7 days of caching and forbids bulk downloads: only tiles seen are kept
// (plus, where the operator allows it, the area "Save map for offline" puts into the same cache).
registerRoute(
  ({ request, url }) => isMapTileRequest(request, url, self.location.origin),
  new CacheFirst({
    cacheName: MAP_TILES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

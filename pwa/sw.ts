/**
 * The service worker (built by vite-plugin-pwa in injectManifest mode). It keeps the app shell
 * and every route's code precached, answers navigations from the network with the cached shell
 * as the fallback (offline.html when even that is missing), and keeps images, photos (from
 * /uploads/ or the public bucket, sw-bucket-photos.ts) and the map tiles a visitor has seen. It
 * never caches /api/: the app keeps its data in IndexedDB.
 * A new version waits until the page asks for it (SKIP_WAITING) so open tabs keep their chunks.
 *
 * Background Sync (Chrome): when the connection returns, the browser wakes the worker with a
 * `sync` event even if the app is closed; the worker then sends the outbox itself (as the account
 * the page last knew), or asks an open page to do it. Safari and Firefox have no Background Sync:
 * there the page's own triggers send it (pwa/data/outbox/outbox-runner.ts); the worker's own
 * pass is pwa/data/outbox/send-from-worker.ts.
 *
 * Reminders (issue #31 item 5) arrive as pushes: each is shown as a notification (sw-push.ts
 * reads it), and a tap focuses a window already at its page or opens one.
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
import { OUTBOX_SYNC_TAG, sendFromWorker } from './data/outbox/send-from-worker.ts';
import { MAP_TILES_CACHE } from './data/tiles/save-map-offline.ts';
import { corsForBucketPhotos, photoBaseUrl } from './sw-bucket-photos.ts';
import { reminderNoticeOf } from './sw-push.ts';
import {
  isBucketPhotoRequest,
  isMapTileRequest,
  isOwnImageRequest,
  isPhotoRequest,
  NAVIGATION_DENYLIST,
} from './sw-routes.ts';

// The DOM lib is what the rest of the app is typed with; this is the part of the worker scope we use.
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled?: boolean;
    }): Promise<{ url: string; postMessage(message: unknown): void; focus(): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: ServiceWorkerRegistration;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(
    type: 'install',
    listener: (event: { waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'sync',
    listener: (event: { tag: string; waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'push',
    listener: (event: { data: { text(): string } | null; waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: { notification: Notification; waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
};

const DAY = 24 * 60 * 60;
const PHOTOS_CACHE = 'ddb-photos';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over the open page at once, so tiles seen on a first visit are kept.
// (Updates still wait: claiming only affects pages no worker controls yet.)
clientsClaim();

// Where bucket photos live, asked at every start; the first install waits for it, so that the
// photos of a first visit are kept too.
const photoBase = photoBaseUrl({ caches, fetch: (input) => fetch(input), origin: self.location.origin });
const askedPhotoBase = photoBase.refresh();
self.addEventListener('install', (event) => event.waitUntil(askedPhotoBase));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Sends the outbox from the worker, or hands it to an open page. Rejects to be woken again later. */
async function sendOutboxFromWorker(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: 'OUTBOX_SEND' });
    return;
  }
  const stillDue = await sendFromWorker();
  if (stillDue) throw new Error('Some writes are still waiting; try again later');
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutboxFromWorker());
});

self.addEventListener('push', (event) => {
  const notice = reminderNoticeOf(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/icon-192.png',
      tag: 'reminders',
      data: { url: notice.url },
    }),
  );
});

/** Focuses a window already at `path`, or opens one. */
async function openPage(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = pages.find((page) => page.url === target);
  if (open) await open.focus();
  else await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = reminderNoticeOf(JSON.stringify(event.notification.data ?? {}), self.location.origin).url;
  event.waitUntil(openPage(url));
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

// A photo's file never changes (a fresh folder each). The app stops linking a deleted one once its data
// refreshes; the shorter age bounds how long a direct link to it could still show from this cache.
// One cache and one count for every photo, wherever it is served from.
const photoCachePlugins = [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
];
registerRoute(
  ({ request, url }) => isPhotoRequest(request, url, self.location.origin),
  new CacheFirst({ cacheName: PHOTOS_CACHE, plugins: photoCachePlugins }),
);

// OpenStreetMap asks for at least 7 days of caching and forbids bulk downloads: only tiles seen are kept
// (plus, where the operator allows it, the area "Save map for offline" puts into the same cache).
// Before the bucket's photos: a worker that has just started takes any image from elsewhere for one.
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

// Photos from the public bucket (S3_PUBLIC_URL): as /uploads/ ones, asked for with CORS (see
// sw-bucket-photos.ts). Matched before the bucket's URL is read, a request waits for it; any other
// image is then fetched as it was asked, and not kept.
const bucketPhotos = new CacheFirst({
  cacheName: PHOTOS_CACHE,
  plugins: [corsForBucketPhotos((request) => fetch(request)), ...photoCachePlugins],
});
const isBucketPhoto = (request: Request, url: URL) =>
  isBucketPhotoRequest(request, url, self.location.origin, photoBase.current());
registerRoute(
  ({ request, url }) => isBucketPhoto(request, url),
  async (options) => {
    await photoBase.ready;
    return isBucketPhoto(options.request, options.url)
      ? bucketPhotos.handle(options)
      : fetch(options.request);
  },
);

// After the bucket's photos, which a public URL on this site may serve.
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

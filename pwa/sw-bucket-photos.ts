/**
 * Photos shown from the deployment's public bucket (S3_PUBLIC_URL) rather than /uploads/ on this
 * site: where they are, as the service worker knows it, and how it asks for them so that it can
 * keep them for offline use.
 *
 * Where: the `photoBaseUrl` of /api/config. The worker routes a request synchronously and may
 * start with no network, so it keeps the last answer in Cache Storage (a worker has no
 * localStorage) and reads it once when it starts; until that read is done it cannot tell, and
 * must wait for `ready`. It asks /api/config again at every start (the HTTP cache keeps the answer
 * an hour), so a deployment that moves its photos is followed without a new worker.
 *
 * How: an <img> asks another origin without CORS and gets an opaque answer, whose status cannot
 * be read (a 403 or a 503 would be kept as the photo for a week) and which Chrome counts as ~7 MB
 * of the site's quota whatever its size (300 photos: ~2 GB, crowding out the mirror and the
 * outbox). So the worker asks the bucket with CORS itself, and keeps only readable 200s; the
 * bucket must send Access-Control-Allow-Origin (README, "Photos from a public bucket"). From a
 * bucket that does not, photos are still shown (fetched again as the page asked, not kept):
 * online only.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';

/** The worker's own settings, kept between its starts; nothing here is a response a page sees. */
export const WORKER_SETTINGS_CACHE = 'ddb-worker-settings';
const PHOTO_BASE_KEY = '/worker-settings/photo-base-url';

export interface PhotoBaseUrl {
  /** The URL every bucket photo starts with; null: photos are on this site; undefined: not read yet. */
  current(): string | null | undefined;
  /** Resolves once the kept value has been read (or found missing), whatever the network does. */
  ready: Promise<void>;
  /** Asks /api/config and keeps its answer; never rejects (offline, the kept value stays). */
  refresh(): Promise<void>;
}

interface Sources {
  caches: CacheStorage;
  fetch: (input: string) => Promise<Response>;
  /** The worker's origin: Cache Storage keys are absolute URLs. */
  origin: string;
}

export function photoBaseUrl({ caches, fetch, origin }: Sources): PhotoBaseUrl {
  let value: string | null | undefined;
  let answered = false;
  const key = new URL(PHOTO_BASE_KEY, origin).href;
  const ready = (async () => {
    let read: unknown = null;
    try {
      const kept = await (await caches.open(WORKER_SETTINGS_CACHE)).match(key);
      if (kept) read = await kept.json();
    } catch {
      // Nothing readable kept: as if nothing was.
    }
    // A refresh that answered meanwhile is newer than what was kept.
    if (!answered) value = typeof read === 'string' ? read : null;
  })();
  return {
    current: () => value,
    ready,
    async refresh() {
      try {
        const answer = await fetch('/api/config');
        if (!answer.ok) return;
        const { photoBaseUrl: fresh } = (await answer.json()) as { photoBaseUrl?: unknown };
        // A server older than the field says nothing either way: keep what is known.
        if (fresh !== null && typeof fresh !== 'string') return;
        value = fresh;
        answered = true;
        const body = JSON.stringify(fresh);
        await (await caches.open(WORKER_SETTINGS_CACHE)).put(
          key,
          new Response(body, { headers: { 'Content-Type': 'application/json' } }),
        );
      } catch {
        // No network (or no storage): the kept value, if any, stays in use.
      }
    },
  };
}

/**
 * A Workbox plugin for bucket photos: each is fetched with CORS and without cookies, so that the
 * answer kept is readable; when that fails (a bucket without CORS, or no network) the photo is
 * fetched once more as the page asked for it, and that answer is shown but never kept (the
 * strategy keeps 200s only, and an opaque answer's status reads 0).
 */
export function corsForBucketPhotos(fetchAsAsked: (request: Request) => Promise<Response>): WorkboxPlugin {
  let warned = false;
  return {
    requestWillFetch: async ({ request }) =>
      request.mode === 'cors' ? request : new Request(request.url, { mode: 'cors', credentials: 'omit' }),
    handlerDidError: async ({ request }) => {
      try {
        const response = await fetchAsAsked(request);
        if (response.type === 'opaque' && !warned) {
          warned = true;
          console.warn(
            `Photos from ${new URL(request.url).origin} are shown but not kept for offline use: ` +
              'the bucket did not allow a CORS request (Access-Control-Allow-Origin)',
          );
        }
        return response;
      } catch {
        return undefined; // offline and not kept: the strategy's own error stands
      }
    },
  };
}

/**
 * "Save map for offline": fetches a list of tile URLs into the same Cache Storage cache the
 * service worker serves map tiles from (CacheFirst), a few at a time, so the beach's map still
 * draws with no signal. Offered only where the operator may bulk-download tiles (MAP_TILE_PREFETCH).
 *
 * How the copies are found again: Cache Storage matches on the URL (and method), not on the
 * request's mode, so the key is simply the URL Leaflet will ask for (tile-area.ts writes it). What
 * must match is the kind of response. Our tile layer sets `crossOrigin`, so its <img> requests are
 * CORS requests; a service worker may answer those with a CORS response but not with an opaque
 * one (a no-cors fetch's), which the browser would refuse, breaking the tile. So tiles are fetched
 * here in `cors` mode without credentials, exactly like the <img>, and only 200s are kept. Entries
 * put here are not yet known to the worker's expiration bookkeeping: it starts tracking each one
 * the first time it serves it, and purges the whole cache on a quota error like any other.
 */

/** The service worker's runtime cache for map tiles (pwa/sw.ts). */
export const MAP_TILES_CACHE = 'map-tiles';

export interface SaveProgress {
  /** Tiles dealt with so far, saved or failed. */
  done: number;
  total: number;
  failed: number;
  /** Size of the tiles saved, including ones that were already in the cache. */
  bytes: number;
}

type SaveOutcome = 'saved' | 'cancelled' | 'quota';

export interface SaveResult extends SaveProgress {
  outcome: SaveOutcome;
}

export interface SaveTilesOptions {
  signal?: AbortSignal;
  onProgress?: (progress: SaveProgress) => void;
  /** Requests in flight at once: gentle on the tile server and on a weak signal. */
  concurrency?: number;
  fetch?: typeof fetch;
  caches?: CacheStorage;
}

// By name, not `instanceof`: a DOMException is not an Error in every engine. Code 22 is the legacy one.
const isQuotaError = (error: unknown) => {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || code === 22;
};

/**
 * Saves each URL that is not cached yet. A tile that fails is counted and skipped; cancelling (the
 * signal) or a full disk (QuotaExceededError) stops every request in flight and resolves with
 * that outcome. What was saved before stays saved.
 */
export async function saveTiles(
  urls: readonly string[],
  options: SaveTilesOptions = {},
): Promise<SaveResult> {
  const { signal, onProgress, concurrency = 4 } = options;
  const fetchTile = options.fetch ?? globalThis.fetch.bind(globalThis);
  const cache = await (options.caches ?? globalThis.caches).open(MAP_TILES_CACHE);
  const progress: SaveProgress = { done: 0, total: urls.length, failed: 0, bytes: 0 };
  // One controller for our own requests: the caller's cancel and a quota error both end them.
  const stop = new AbortController();
  let outcome: SaveOutcome = 'saved';
  const halt = (why: SaveOutcome) => {
    if (outcome === 'saved') outcome = why;
    stop.abort();
  };
  const onAbort = () => halt('cancelled');
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort);

  const saveOne = async (url: string) => {
    const cached = await cache.match(url);
    if (cached) return (await cached.blob()).size;
    const res = await fetchTile(url, { mode: 'cors', credentials: 'same-origin', signal: stop.signal });
    if (res.status !== 200) throw new Error(`${res.status}: ${url}`);
    const size = (await res.clone().blob()).size;
    await cache.put(url, res);
    return size;
  };

  let next = 0;
  const worker = async () => {
    while (next < urls.length && !stop.signal.aborted) {
      const url = urls[next++];
      try {
        const size = await saveOne(url); // not `bytes += await …`: that reads bytes before waiting
        progress.bytes += size;
      } catch (error) {
        if (isQuotaError(error)) halt('quota');
        if (stop.signal.aborted) return;
        progress.failed++;
      }
      progress.done++;
      onProgress?.({ ...progress });
    }
  };

  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, urls.length)) }, worker));
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  return { ...progress, outcome };
}

/** Bytes this site holds on the device (all caches and databases), when the browser says. */
export async function storageUsed(): Promise<number | undefined> {
  try {
    return (await navigator.storage?.estimate?.())?.usage;
  } catch {
    return undefined;
  }
}

/** "2.1 MB", "340 KB": sizes as the save button shows them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

import { describe, expect, it, vi } from 'vitest';
import { formatBytes, MAP_TILES_CACHE, type SaveProgress, saveTiles } from './save-map-offline.ts';

const TILE_BYTES = 1500;
const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://tiles.example/16/${i}/0.png`);

/** Cache Storage in memory; `putLimit` makes the put after that many throw QuotaExceededError. */
function fakeCaches(options: { putLimit?: number; cached?: string[] } = {}) {
  const entries = new Map<string, Response>();
  for (const url of options.cached ?? []) entries.set(url, new Response(new Uint8Array(700)));
  const opened: string[] = [];
  const cache = {
    match: async (url: string) => entries.get(url)?.clone(),
    put: async (url: string, res: Response) => {
      if (options.putLimit !== undefined && entries.size >= options.putLimit) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      entries.set(url, res);
    },
  };
  const storage = {
    open: async (name: string) => {
      opened.push(name);
      return cache;
    },
  } as unknown as CacheStorage;
  return { storage, entries, opened };
}

/** fetch answering every tile with a PNG-sized body, except the URLs listed as failing. */
function fakeFetch(options: { fail?: string[]; status?: number } = {}) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    init?.signal?.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, 1));
    init?.signal?.throwIfAborted();
    if (options.fail?.includes(String(url))) throw new TypeError('Failed to fetch');
    return new Response(new Uint8Array(TILE_BYTES), { status: options.status ?? 200 });
  });
}

describe('saveTiles', () => {
  it('puts every tile into the map-tiles cache, reporting progress and bytes', async () => {
    const caches = fakeCaches();
    const fetch = fakeFetch();
    const seen: SaveProgress[] = [];
    const result = await saveTiles(urls(10), {
      caches: caches.storage,
      fetch,
      onProgress: (p) => seen.push(p),
    });

    expect(result).toEqual({ outcome: 'saved', done: 10, total: 10, failed: 0, bytes: 10 * TILE_BYTES });
    expect(caches.opened).toEqual([MAP_TILES_CACHE]);
    expect([...caches.entries.keys()].sort()).toEqual(urls(10).sort());
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seen.at(-1)).toMatchObject({ total: 10, bytes: 10 * TILE_BYTES });
  });

  it('asks the way the map’s <img crossorigin> does: CORS, no credentials', async () => {
    const fetch = fakeFetch();
    await saveTiles(urls(1), { caches: fakeCaches().storage, fetch });
    expect(fetch).toHaveBeenCalledWith(
      urls(1)[0],
      expect.objectContaining({ mode: 'cors', credentials: 'same-origin' }),
    );
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch = vi.fn(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
      return new Response(new Uint8Array(10));
    });
    await saveTiles(urls(20), { caches: fakeCaches().storage, fetch, concurrency: 4 });
    expect(fetch).toHaveBeenCalledTimes(20);
    expect(most).toBe(4);
  });

  it('does not fetch tiles that are already cached, but counts them', async () => {
    const all = urls(5);
    const fetch = fakeFetch();
    const result = await saveTiles(all, { caches: fakeCaches({ cached: all.slice(0, 3) }).storage, fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ outcome: 'saved', done: 5, failed: 0, bytes: 3 * 700 + 2 * TILE_BYTES });
  });

  it('counts a tile that fails (network error or not 200) and carries on', async () => {
    const all = urls(6);
    const caches = fakeCaches();
    const result = await saveTiles(all, { caches: caches.storage, fetch: fakeFetch({ fail: [all[2]] }) });
    expect(result).toMatchObject({ outcome: 'saved', done: 6, failed: 1, bytes: 5 * TILE_BYTES });
    expect(caches.entries.has(all[2])).toBe(false);

    const missing = await saveTiles(urls(3), {
      caches: fakeCaches().storage,
      fetch: fakeFetch({ status: 404 }),
    });
    expect(missing).toMatchObject({ outcome: 'saved', done: 3, failed: 3, bytes: 0 });
  });

  it('stops when cancelled, keeping what was saved', async () => {
    const controller = new AbortController();
    const caches = fakeCaches();
    const result = await saveTiles(urls(40), {
      caches: caches.storage,
      fetch: fakeFetch(),
      signal: controller.signal,
      onProgress: (p) => p.done === 6 && controller.abort(),
    });
    expect(result.outcome).toBe('cancelled');
    expect(result.done).toBeLessThan(10);
    expect(result.failed).toBe(0);
    expect(caches.entries.size).toBe(result.done);
  });

  it('does nothing when already cancelled', async () => {
    const fetch = fakeFetch();
    const result = await saveTiles(urls(5), {
      caches: fakeCaches().storage,
      fetch,
      signal: AbortSignal.abort(),
    });
    expect(result).toMatchObject({ outcome: 'cancelled', done: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops cleanly when storage is full', async () => {
    const caches = fakeCaches({ putLimit: 7 });
    const fetch = fakeFetch();
    const result = await saveTiles(urls(30), { caches: caches.storage, fetch });
    expect(result.outcome).toBe('quota');
    expect(caches.entries.size).toBe(7);
    expect(result.failed).toBe(0);
    expect(fetch.mock.calls.length).toBeLessThan(7 + 1 + 4);
  });
});

describe('formatBytes', () => {
  it('shows kilobytes and megabytes', () => {
    expect(formatBytes(340_000)).toBe('340 KB');
    expect(formatBytes(2_130_000)).toBe('2.1 MB');
    expect(formatBytes(12)).toBe('1 KB');
  });
});

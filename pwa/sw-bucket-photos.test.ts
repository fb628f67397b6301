import { describe, expect, it, vi } from 'vitest';
import { corsForBucketPhotos, photoBaseUrl, WORKER_SETTINGS_CACHE } from './sw-bucket-photos.ts';

const ORIGIN = 'https://devondogbeaches.example';
const BASE = 'https://photos.example/dog-beach-photos/';
const PHOTO = `${BASE}community/0b6f2a3e-5c1d-4e8f-9a7b-1c2d3e4f5a6b/600.webp`;

/** Cache Storage as a worker uses it, in memory. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (key: string) => store.get(key)?.clone(),
        put: async (key: string, response: Response) => void store.set(key, response),
      };
    },
  } as unknown as CacheStorage;
  return { caches, stores };
}

const configAnswer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('photoBaseUrl: where bucket photos are, as the worker knows it', () => {
  it('is unknown until the kept value is read, then the value kept by an earlier start', async () => {
    const { caches } = fakeCaches();
    await photoBaseUrl({ caches, fetch: configAnswer({ photoBaseUrl: BASE }), origin: ORIGIN }).refresh();

    const next = photoBaseUrl({ caches, fetch: offline, origin: ORIGIN });
    expect(next.current()).toBeUndefined();
    await next.ready;
    expect(next.current()).toBe(BASE);
    await next.refresh();
    expect(next.current()).toBe(BASE);
  });

  it('with nothing kept and no network, takes the photos to be on this site', async () => {
    const source = photoBaseUrl({ caches: fakeCaches().caches, fetch: offline, origin: ORIGIN });
    await source.refresh();
    await source.ready;
    expect(source.current()).toBeNull();
  });

  it('asks /api/config and keeps its answer in the worker settings cache', async () => {
    const { caches, stores } = fakeCaches();
    const fetch = vi.fn(configAnswer({ mapTileUrl: 'x', photoBaseUrl: BASE }));
    const source = photoBaseUrl({ caches, fetch, origin: ORIGIN });
    await source.refresh();
    expect(fetch).toHaveBeenCalledWith('/api/config');
    expect(source.current()).toBe(BASE);
    expect([...(stores.get(WORKER_SETTINGS_CACHE)?.keys() ?? [])]).toEqual([
      `${ORIGIN}/worker-settings/photo-base-url`,
    ]);
  });

  it('follows photos moved back to the app (null), and keeps that too', async () => {
    const { caches } = fakeCaches();
    await photoBaseUrl({ caches, fetch: configAnswer({ photoBaseUrl: BASE }), origin: ORIGIN }).refresh();
    const moved = photoBaseUrl({ caches, fetch: configAnswer({ photoBaseUrl: null }), origin: ORIGIN });
    await moved.refresh();
    await moved.ready;
    expect(moved.current()).toBeNull();
    const later = photoBaseUrl({ caches, fetch: offline, origin: ORIGIN });
    await later.ready;
    expect(later.current()).toBeNull();
  });

  it('keeps what it knows when the answer is an error or says nothing (an older server)', async () => {
    const { caches } = fakeCaches();
    await photoBaseUrl({ caches, fetch: configAnswer({ photoBaseUrl: BASE }), origin: ORIGIN }).refresh();
    for (const fetch of [
      configAnswer({ photoBaseUrl: BASE.replace('photos', 'x') }, 503),
      configAnswer({}),
    ]) {
      const source = photoBaseUrl({ caches, fetch, origin: ORIGIN });
      await source.refresh();
      await source.ready;
      expect(source.current()).toBe(BASE);
    }
  });

  it('an answer that comes before the kept value is read wins over it', async () => {
    const { caches } = fakeCaches();
    await photoBaseUrl({ caches, fetch: configAnswer({ photoBaseUrl: BASE }), origin: ORIGIN }).refresh();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      open: async (name: string) => {
        await gate;
        return caches.open(name);
      },
    } as unknown as CacheStorage;
    const source = photoBaseUrl({
      caches: slow,
      fetch: configAnswer({ photoBaseUrl: null }),
      origin: ORIGIN,
    });
    const refreshed = source.refresh();
    await vi.waitFor(() => expect(source.current()).toBeNull());
    release(); // the kept value (BASE) is read only now
    await Promise.all([source.ready, refreshed]);
    expect(source.current()).toBeNull();
  });
});

describe('corsForBucketPhotos', () => {
  const noCors = () => new Request(PHOTO, { mode: 'no-cors' });
  const callbackArgs = (request: Request) => ({ request, event: {}, state: {} }) as never;

  it('asks for the photo with CORS and without cookies, at the same URL', async () => {
    const plugin = corsForBucketPhotos(vi.fn());
    const sent = (await plugin.requestWillFetch?.(callbackArgs(noCors()))) as Request;
    expect({ url: sent.url, mode: sent.mode, credentials: sent.credentials }).toEqual({
      url: PHOTO,
      mode: 'cors',
      credentials: 'omit',
    });
    const cors = new Request(PHOTO, { mode: 'cors' });
    expect(await plugin.requestWillFetch?.(callbackArgs(cors))).toBe(cors);
  });

  it('when the CORS request fails, shows the photo as the page asked for it, with one warning', async () => {
    const opaque = { type: 'opaque', status: 0 } as Response;
    const fetchAsAsked = vi.fn(async () => opaque);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const plugin = corsForBucketPhotos(fetchAsAsked);
    const asked = noCors();
    expect(await plugin.handlerDidError?.(callbackArgs(asked))).toBe(opaque);
    expect(fetchAsAsked).toHaveBeenCalledWith(asked);
    await plugin.handlerDidError?.(callbackArgs(noCors()));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /photos\.example.*not kept for offline use.*Access-Control-Allow-Origin/,
    );
    warn.mockRestore();
  });

  it('offline with the photo not kept, gives no answer of its own (the error stands)', async () => {
    const plugin = corsForBucketPhotos(offline);
    expect(await plugin.handlerDidError?.(callbackArgs(noCors()))).toBeUndefined();
  });
});

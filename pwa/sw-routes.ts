/**
 * Which requests the service worker (sw.ts) answers and how, as plain functions the unit tests
 * can call without a worker.
 */

/** Navigations the worker leaves to the network: the API and stored photos are never the app shell. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/uploads\//];

/** Our own pictures (artwork, icons not precached) but never an API answer. */
export function isOwnImageRequest(request: Request, url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    request.destination === 'image' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/uploads/')
  );
}

/** Community photos: each file lives in a fresh folder, so its bytes never change. */
export function isPhotoRequest(request: Request, url: URL, origin: string): boolean {
  return url.origin === origin && request.method === 'GET' && url.pathname.startsWith('/uploads/');
}

/**
 * A photo from the deployment's public bucket (S3_PUBLIC_URL, usually another origin): a GET of a
 * URL under `photoBaseUrl`, which the worker reads from /api/config and keeps. Null: photos are
 * served by the app, under /uploads/. Undefined while a worker that just started has not read it:
 * then any image from another origin may be one, and the handler must decide once it knows.
 */
export function isBucketPhotoRequest(
  request: Request,
  url: URL,
  origin: string,
  photoBaseUrl: string | null | undefined,
): boolean {
  if (request.method !== 'GET') return false;
  if (photoBaseUrl === undefined) return url.origin !== origin && request.destination === 'image';
  return photoBaseUrl !== null && url.href.startsWith(photoBaseUrl);
}

// Any slippy-map server: …/{z}/{x}/{y}.png, optionally @2x, as png, jpg or webp.
const TILE_PATH = /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/i;

/**
 * A map tile: an image from another origin whose path ends /{z}/{x}/{y}.png. The tile server is
 * configurable (MAP_TILE_URL), so it is recognised by shape rather than by host.
 */
export function isMapTileRequest(request: Request, url: URL, origin: string): boolean {
  return (
    url.origin !== origin &&
    request.destination === 'image' &&
    request.method === 'GET' &&
    TILE_PATH.test(url.pathname)
  );
}

/**
 * Helmet's headers with a CSP that allows our own origin plus the map tile server (and the photo
 * bucket's public URL, when photos are served from there: images, and the worker's fetches).
 *
 * Every header helmet sends is the same for every request (no nonces), so helmet runs once, at
 * start-up, against a recording response, and each request gets the recorded headers in one
 * loop. Running helmet's chain per request (thirteen small middlewares, a promise, the CSP
 * checks) cost about 15 µs of the ~80 µs a cached public read took in the app.
 */
import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';
import { type Config, photoOrigin, tileOrigin } from '../config.ts';

/**
 * `inlineScripts`: the hashes of the inline scripts the pages carry (inline-script-hashes.ts), the
 * only inline script the policy allows.
 */
export function helmetOptions(
  config: Config,
  inlineScripts: readonly string[] = [],
): Parameters<typeof helmet>[0] {
  const tiles = tileOrigin(config);
  const photos = photoOrigin(config);
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScripts],
        // Chakra UI (emotion) injects style elements at runtime.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', tiles, photos].filter((s): s is string => Boolean(s)),
        // The service worker runs under this policy too (sw.js is served with it), and every fetch
        // it makes, a tile or a photo for its caches, is checked against connect-src.
        'connect-src': ["'self'", tiles, photos].filter((s): s is string => Boolean(s)),
        'frame-src': ['https://www.openstreetmap.org'],
        'worker-src': ["'self'"],
        'media-src': ["'self'"],
        'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // Tiles and OSM embeds are cross-origin resources we do want.
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  };
}

interface RecordedHeaders {
  set: [name: string, value: string | number | readonly string[]][];
  removed: string[];
}

/** What helmet does to a response with these options: the headers it sets and removes, in order. */
function recordHelmetHeaders(options: Parameters<typeof helmet>[0]): RecordedHeaders {
  const recorded: RecordedHeaders = { set: [], removed: [] };
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set.push([name, value]);
      return response;
    },
    removeHeader(name: string) {
      recorded.removed.push(name);
    },
  };
  // Helmet's chain runs synchronously: the headers are all recorded when the call returns. Its
  // options are checked when helmet() is called, which throws on a bad one.
  helmet(options)({ req: {}, res: response } as never, async () => undefined).catch(() => undefined);
  return recorded;
}

export function securityHeaders(config: Config, inlineScripts: readonly string[] = []) {
  const { set, removed } = recordHelmetHeaders(helmetOptions(config, inlineScripts));
  return function setSecurityHeaders(ctx: Context, next: Next) {
    const { res } = ctx;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    return next();
  };
}

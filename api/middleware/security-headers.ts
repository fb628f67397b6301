import helmet from 'koa-helmet';
import { type Config, tileOrigin } from '../config.ts';

/** Helmet's headers with a CSP that allows our own origin plus the map tile server. */
export function securityHeaders(config: Config) {
  const tiles = tileOrigin(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Chakra UI (emotion) injects style elements at runtime.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', tiles].filter(Boolean),
        'connect-src': ["'self'", tiles].filter(Boolean),
        'frame-src': ['https://www.openstreetmap.org'],
        'worker-src': ["'self'"],
        'media-src': ["'self'"],
        'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // Tiles and OSM embeds are cross-origin resources we do want.
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
}

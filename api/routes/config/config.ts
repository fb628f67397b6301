import { type Config, photoBaseUrl } from '../../config.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { apiRouter } from '../api-router.ts';

/** What the browser needs to know about this deployment (spec: googleMapsApiKey). */
export function configRouter(config: Config) {
  const router = apiRouter('/api/config');
  router.get('/', cacheControl('config'), (ctx) => {
    ctx.body = {
      googleMapsApiKey: config.GOOGLE_MAPS_API_KEY ?? null,
      mapTileUrl: config.MAP_TILE_URL,
      mapTileAttribution: config.MAP_TILE_ATTRIBUTION,
      mapTilePrefetch: config.MAP_TILE_PREFETCH,
      photoBaseUrl: photoBaseUrl(config),
      gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    };
  });
  return router;
}

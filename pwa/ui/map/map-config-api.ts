/** GET /api/config: the deployment's map tile settings (README: MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

export interface MapConfig {
  mapTileUrl: string;
  mapTileAttribution: string;
  /** MAP_TILE_PREFETCH: the tile server allows saving an area for offline use. */
  mapTilePrefetch?: boolean;
}

export const getMapConfig = () => apiGet<MapConfig>('/api/config');

/** Settings change only with a deploy: never stale within a visit (the query client's default). */
export const mapConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: getMapConfig,
  });

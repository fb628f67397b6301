/** GET /api/config: the deployment's map tile settings (README: MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
import { queryOptions } from '@tanstack/react-query';
import type { AppConfig } from '../../../domain/app-config-schema.ts';
import { apiGet } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The map reads the tile settings of the deployment's config. */
export type MapConfig = Pick<AppConfig, 'mapTileUrl' | 'mapTileAttribution' | 'mapTilePrefetch'>;

export const getMapConfig = () => apiGet<AppConfig>('/api/config');

/** Settings change only with a deploy: never stale within a visit (the query client's default). */
export const mapConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: getMapConfig,
  });

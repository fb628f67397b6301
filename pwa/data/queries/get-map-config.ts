/** GET /api/config: the deployment's map tile settings (README: MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
import type { AppConfig } from '../../../domain/common/app-config-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

const KEPT_KEY = 'ddb.config';

function keptConfig(): string | null {
  try {
    return localStorage.getItem(KEPT_KEY);
  } catch {
    return null;
  }
}

/**
 * The settings, kept in localStorage after each read: with no network the map still knows its
 * tile server, so the tiles the service worker has cached can be drawn offline.
 */
async function getMapConfig(): Promise<AppConfig> {
  try {
    const config = await apiGet('/api/config', publicSchema('appConfig'));
    try {
      localStorage.setItem(KEPT_KEY, JSON.stringify(config));
    } catch {
      // No storage: offline maps fall back to the coastline.
    }
    return config;
  } catch (error) {
    const kept = keptConfig();
    if (error instanceof TypeError && kept) return JSON.parse(kept) as AppConfig;
    throw error;
  }
}

/**
 * Online only (the sync does not carry it), with its own copy in localStorage. Settings change
 * only with a deploy: never stale within a visit (the query client's default).
 */
export const mapConfigQuery = () =>
  defineQuery({
    key: queryKeys.config,
    policy: 'online-only',
    remote: getMapConfig,
  });

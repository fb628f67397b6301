/**
 * Puts the deployment's tile layer on a map and reports whether live tiles work. "failed" when
 * /api/config cannot be read (nor its kept copy), a tile errors before any loads, or nothing has
 * loaded within MAP_DEFAULTS.tileTimeoutMs of the attempt starting (spec §4 Maps). Offline the
 * layer is still tried: the tiles the user has seen come from the service worker's cache, and
 * where none is cached the first tile fails and the coastline fallback shows. Coming back online
 * tries again.
 */
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import { mapConfigQuery } from '../../data/queries/get-map-config.ts';
import { MAP_DEFAULTS } from './map-types.ts';
import { watchTiles } from './tile-watch.ts';

export type TileState = 'loading' | 'live' | 'failed';

export function useLiveTiles(map: L.Map | null): TileState {
  const config = useQuery(mapConfigQuery());
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TileState>('loading');

  // One deadline per attempt covers both a slow /api/config and slow tiles.
  useEffect(() => {
    if (attempt > 0) setState('loading');
    const timer = setTimeout(
      () => setState((s) => (s === 'loading' ? 'failed' : s)),
      MAP_DEFAULTS.tileTimeoutMs,
    );
    return () => clearTimeout(timer);
  }, [attempt]);

  useEffect(() => {
    const goOnline = () => setAttempt((n) => n + 1);
    window.addEventListener('online', goOnline);
    return () => window.removeEventListener('online', goOnline);
  }, []);

  useEffect(() => {
    if (config.isError) setState('failed');
  }, [config.isError]);

  const failed = state === 'failed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (back online) re-adds the layer
  useEffect(() => {
    if (!map || !config.data || failed) return;
    const layer = L.tileLayer(config.data.mapTileUrl, {
      attribution: config.data.mapTileAttribution,
      maxZoom: 19,
      crossOrigin: true,
    });
    const stop = watchTiles(
      layer,
      MAP_DEFAULTS.tileTimeoutMs,
      () => setState('failed'),
      () => setState('live'),
    );
    layer.addTo(map);
    return () => {
      stop();
      layer.remove();
    };
  }, [map, config.data, failed, attempt]);

  return state;
}

/** Which tide gauge answers for the beach, its note and its attribution (what GET /api/tides/station answers), computed here, offline. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeachTideRecord } from '../../../domain/tides/tide-source.ts';
import type { TideStationInfo } from '../../../domain/tides/tide-station-info.ts';
import { loadedBeaches, localTideStation } from './local-tides.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type TideStation = TideStationInfo;

/** `beaches`: those near which a point takes the beach's stored tides (see local-tides.ts). */
export function getTideStation(
  lat: string,
  lng: string,
  beaches: BeachTideRecord[] = [],
): Promise<TideStation> {
  return localTideStation(lat, lng, beaches);
}

export const tideStationQuery = (lat: string, lng: string) =>
  queryOptions({
    queryKey: queryKeys.tides.station(lat, lng),
    queryFn: ({ client }) => getTideStation(lat, lng, loadedBeaches(client)),
    // Computed, not fetched: the network's state does not matter.
    networkMode: 'always',
    ...QUERY_TIMINGS.tides,
  });

export const useTideStation = (lat: string, lng: string) => useQuery(tideStationQuery(lat, lng));

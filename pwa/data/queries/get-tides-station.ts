/** Which tide gauge answers for the beach, its note and its attribution (what GET /api/tides/station answers), computed here, offline. */
import { useQuery } from '@tanstack/react-query';
import type { TideStationInfo } from '../../../domain/tides/tide-station-info.ts';
import { loadedBeaches, localTideStation } from '../tides/local-tides.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type TideStation = TideStationInfo;

export const tideStationQuery = (lat: string, lng: string) =>
  defineQuery({
    key: queryKeys.tides.station(lat, lng),
    policy: 'on-device',
    // The beaches already loaded: near one, a point takes that beach's stored tides (local-tides.ts).
    compute: ({ client }) => localTideStation(lat, lng, loadedBeaches(client)),
    // Computed, not fetched: the network's state does not matter.
    networkMode: 'always',
    ...QUERY_TIMINGS.tides,
  });

export const useTideStation = (lat: string, lng: string) => useQuery(tideStationQuery(lat, lng));

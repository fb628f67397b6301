/** GET /api/tides/station?lat&lng — which tide gauge answers for the beach, its note and its attribution. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TideStationInfo } from '../../../../domain/tides/tide-station-info.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export type TideStation = TideStationInfo;

export function getTideStation(lat: string, lng: string): Promise<TideStation> {
  return apiGet<TideStation>(`/api/tides/station?${new URLSearchParams({ lat, lng })}`);
}

export const tideStationQuery = (lat: string, lng: string) =>
  queryOptions({
    queryKey: ['tide-station', lat, lng],
    queryFn: () => getTideStation(lat, lng),
    ...QUERY_TIMINGS.tides,
  });

export const useTideStation = (lat: string, lng: string) => useQuery(tideStationQuery(lat, lng));

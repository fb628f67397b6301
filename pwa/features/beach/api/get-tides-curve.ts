/** GET /api/tides/curve?lat&lng&date — the day's heights every 10 minutes, for the tide curve. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';
import type { CurvePoint } from '../../../ui/tide-curve-geometry.ts';
import type { TideEntry } from './get-tides.ts';
import type { TideStation } from './get-tides-station.ts';

export interface TideCurveDay {
  points: CurvePoint[];
  extremes: TideEntry[];
  station: TideStation;
}

export function getTideCurve(lat: string, lng: string, date: string): Promise<TideCurveDay> {
  return apiGet<TideCurveDay>(`/api/tides/curve?${new URLSearchParams({ lat, lng, date })}`);
}

export const tideCurveQuery = (lat: string, lng: string, date: string) =>
  queryOptions({
    queryKey: ['tide-curve', lat, lng, date],
    queryFn: () => getTideCurve(lat, lng, date),
    // While another day loads, the last curve stays (dimmed) rather than the card collapsing.
    placeholderData: keepPreviousData,
    ...QUERY_TIMINGS.tides,
  });

export const useTideCurve = (lat: string, lng: string, date: string) =>
  useQuery(tideCurveQuery(lat, lng, date));

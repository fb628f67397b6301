/** The day's heights every 10 minutes, for the tide curve (what GET /api/tides/curve answers), computed here, offline. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BeachTideRecord } from '../../../domain/tides/tide-source.ts';
import type { CurvePoint } from '../../ui/tide-curve-geometry.ts';
import type { TideEntry } from './get-tides.ts';
import type { TideStation } from './get-tides-station.ts';
import { loadedBeaches, localTideCurve } from './local-tides.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export interface TideCurveDay {
  points: CurvePoint[];
  extremes: TideEntry[];
  station: TideStation;
}

/** `beaches`: those near which a point takes the beach's stored tides (see local-tides.ts). */
export function getTideCurve(
  lat: string,
  lng: string,
  date: string,
  beaches: BeachTideRecord[] = [],
): Promise<TideCurveDay> {
  return localTideCurve(lat, lng, date, beaches);
}

export const tideCurveQuery = (lat: string, lng: string, date: string) =>
  queryOptions({
    queryKey: queryKeys.tides.curve(lat, lng, date),
    queryFn: ({ client }) => getTideCurve(lat, lng, date, loadedBeaches(client)),
    // Computed, not fetched: the network's state does not matter.
    networkMode: 'always',
    // While another day loads, the last curve stays (dimmed) rather than the card collapsing.
    placeholderData: keepPreviousData,
    ...QUERY_TIMINGS.tides,
  });

export const useTideCurve = (lat: string, lng: string, date: string) =>
  useQuery(tideCurveQuery(lat, lng, date));

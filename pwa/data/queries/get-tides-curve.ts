/** The day's heights every 10 minutes, for the tide curve (what GET /api/tides/curve answers), computed here, offline. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadedBeaches, localTideCurve } from '../tides/local-tides.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const tideCurveQuery = (lat: string, lng: string, date: string) =>
  defineQuery({
    key: queryKeys.tides.curve(lat, lng, date),
    policy: 'on-device',
    // The beaches already loaded: near one, a point takes that beach's stored tides (local-tides.ts).
    compute: ({ client }) => localTideCurve(lat, lng, date, loadedBeaches(client)),
    // Computed, not fetched: the network's state does not matter.
    networkMode: 'always',
    // While another day loads, the last curve stays (dimmed) rather than the card collapsing.
    placeholderData: keepPreviousData,
    ...QUERY_TIMINGS.tides,
  });

export const useTideCurve = (lat: string, lng: string, date: string) =>
  useQuery(tideCurveQuery(lat, lng, date));

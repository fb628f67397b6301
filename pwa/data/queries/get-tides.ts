/** The day's high and low waters at a position (what GET /api/tides?lat&lng&date answers), computed here, offline. */
import { type keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TideExtreme } from '../../../domain/tides/tide-station.ts';
import { loadedBeaches, localTides } from '../tides/local-tides.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

/** A high or low water; `minor` marks a stand of a double tide (drawn on the curve, not listed). */
export type TideEntry = TideExtreme;

export const tidesQuery = (lat: string, lng: string, date: string) =>
  defineQuery({
    key: queryKeys.tides.day(lat, lng, date),
    policy: 'on-device',
    // The beaches already loaded: near one, a point takes that beach's stored tides (local-tides.ts).
    compute: ({ client }) => localTides(lat, lng, date, loadedBeaches(client)),
    failure: 'Tide data unavailable',
    // Computed, not fetched: the network's state does not matter.
    networkMode: 'always',
    ...QUERY_TIMINGS.tides,
  });

export const useTides = (
  lat: string,
  lng: string,
  date: string,
  options: { enabled?: boolean; placeholderData?: typeof keepPreviousData } = {},
) => useQuery({ ...tidesQuery(lat, lng, date), ...options });

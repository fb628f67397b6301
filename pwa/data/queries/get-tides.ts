/** The day's high and low waters at a position (what GET /api/tides?lat&lng&date answers), computed here, offline. */
import { type keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BeachTideRecord } from '../../../domain/tides/tide-source.ts';
import type { TideExtreme } from '../../../domain/tides/tide-station.ts';
import { loadedBeaches, localTides } from '../tides/local-tides.ts';
import { defineQuery } from './define-query.ts';
import { failWith } from './fail-with.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** A high or low water; `minor` marks a stand of a double tide (drawn on the curve, not listed). */
export type TideEntry = TideExtreme;

/** `beaches`: those near which a point takes the beach's stored tides (see local-tides.ts). */
const getTides = (lat: string, lng: string, date: string, beaches: BeachTideRecord[] = []) =>
  failWith('Tide data unavailable', localTides(lat, lng, date, beaches));

export const tidesQuery = (lat: string, lng: string, date: string) =>
  defineQuery({
    key: queryKeys.tides.day(lat, lng, date),
    policy: 'on-device',
    compute: ({ client }) => getTides(lat, lng, date, loadedBeaches(client)),
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

/** GET /api/tides?lat&lng&date=yyyy-MM-dd — the day's high and low waters at a position. */
import { type keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface TideEntry {
  /** ISO date-time, or "HH:mm" on the requested day (Europe/London). */
  time: string;
  type: 'high' | 'low';
  /** Metres. */
  height: number;
  /** A stand of a double tide (Weymouth, Swanage, Poole): drawn on the curve, left out of the list. */
  minor?: boolean;
}

export async function getTides(lat: string, lng: string, date: string): Promise<TideEntry[]> {
  const search = new URLSearchParams({ lat, lng, date });
  try {
    const data = await apiGet<TideEntry[] | { tides?: TideEntry[] }>(`/api/tides?${search}`);
    // The spec gives a plain list; accept a { tides } wrapper too so the card survives either shape.
    return Array.isArray(data) ? data : (data.tides ?? []);
  } catch (error) {
    throw new Error('Failed to fetch tide data', { cause: error });
  }
}

export const tidesQuery = (lat: string, lng: string, date: string) =>
  queryOptions({
    queryKey: ['tides', lat, lng, date],
    queryFn: () => getTides(lat, lng, date),
    ...QUERY_TIMINGS.tides,
  });

export const useTides = (
  lat: string,
  lng: string,
  date: string,
  options: { enabled?: boolean; placeholderData?: typeof keepPreviousData } = {},
) => useQuery({ ...tidesQuery(lat, lng, date), ...options });

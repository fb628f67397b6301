/** Beach reads shared by several screens (home, listing, directory, map, water quality). */
import { queryOptions } from '@tanstack/react-query';
import type { Beach } from '../../domain/beach.ts';
import type { Page } from '../../domain/listing.ts';
import type { Stats } from '../../domain/stats-schema.ts';
import { apiGet } from './api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type { Beach, Stats };

async function failWith<T>(message: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

export const statsQuery = () =>
  queryOptions({
    queryKey: queryKeys.stats,
    queryFn: () => failWith('Failed to fetch stats', apiGet<Stats>('/api/stats')),
    ...QUERY_TIMINGS.stats,
  });

export const allBeachesQuery = () =>
  queryOptions({
    queryKey: queryKeys.beaches.all,
    queryFn: () => failWith('Failed to fetch beaches', apiGet<Beach[]>('/api/beaches')),
    ...QUERY_TIMINGS.beachesHome,
  });

/** One page of the listing, filtered and sorted by the server with the same rules as domain/. */
export const beachesPageQuery = (search: URLSearchParams) =>
  queryOptions({
    queryKey: queryKeys.beaches.page(search),
    queryFn: () => failWith('Failed to fetch beaches', apiGet<Page<Beach>>(`/api/beaches?${search}`)),
    ...QUERY_TIMINGS.beachesListing,
  });

/** The detail page always asks the server (spec: `?nocache`) and does not cache. */
export const beachQuery = (identifier: string) =>
  queryOptions({
    queryKey: queryKeys.beaches.detail(identifier),
    queryFn: () =>
      failWith(
        'Failed to fetch beach',
        apiGet<Beach>(`/api/beaches/${encodeURIComponent(identifier)}?nocache=${Date.now()}`),
      ),
    staleTime: 0,
    gcTime: 0,
  });

/** Beach reads shared by several screens (home, listing, directory, map, water quality). */
import { queryOptions } from '@tanstack/react-query';
import type { Beach } from '../../../domain/beaches/beach.ts';
import type { BeachIndexEntry, Page } from '../../../domain/beaches/listing.ts';
import type { Stats } from '../../../domain/beaches/stats-schema.ts';
import { apiGet } from '../http/api-client.ts';
import {
  readAllBeaches,
  readBeach,
  readBeachesPage,
  readBeachIndex,
  readFeaturedBeaches,
  readStats,
} from '../mirror/mirror-reads.ts';
import { syncMirrorSoon } from '../mirror/sync-trigger.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst } from './read-through.ts';

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
    queryFn: () =>
      mirrorFirst(readStats, () => failWith('Failed to fetch stats', apiGet<Stats>('/api/stats'))),
    ...QUERY_TIMINGS.stats,
  });

export const allBeachesQuery = () =>
  queryOptions({
    queryKey: queryKeys.beaches.all,
    queryFn: () =>
      mirrorFirst(readAllBeaches, () => failWith('Failed to fetch beaches', apiGet<Beach[]>('/api/beaches'))),
    ...QUERY_TIMINGS.beachesHome,
  });

/** The home page's featured beaches (a handful, so the server's page can carry them). */
export const featuredBeachesQuery = () =>
  queryOptions({
    queryKey: queryKeys.beaches.featured,
    queryFn: () =>
      mirrorFirst(readFeaturedBeaches, () =>
        failWith('Failed to fetch beaches', apiGet<Beach[]>('/api/beaches/featured')),
      ),
    ...QUERY_TIMINGS.beachesHome,
  });

/** Every beach's id, slug, name and location (the water quality page's names and links). */
export const beachIndexQuery = () =>
  queryOptions({
    queryKey: queryKeys.beaches.index,
    queryFn: () =>
      mirrorFirst(readBeachIndex, () =>
        failWith('Failed to fetch beaches', apiGet<BeachIndexEntry[]>('/api/beaches/index')),
      ),
    ...QUERY_TIMINGS.beachesHome,
  });

/** One page of the listing, filtered and sorted by the server with the same rules as domain/. */
export const beachesPageQuery = (search: URLSearchParams) =>
  queryOptions({
    queryKey: queryKeys.beaches.page(search),
    queryFn: () =>
      mirrorFirst(
        (db) => readBeachesPage(db, search),
        () => failWith('Failed to fetch beaches', apiGet<Page<Beach>>(`/api/beaches?${search}`)),
      ),
    ...QUERY_TIMINGS.beachesListing,
  });

/**
 * A beach's page. The mirror answers (so the page opens with no signal), and opening it asks
 * the sync for a delta at once, so a change on the server reaches the page within a request;
 * before the first sync the server answers, uncached (spec: `?nocache`).
 */
export const beachQuery = (identifier: string) =>
  queryOptions({
    queryKey: queryKeys.beaches.detail(identifier),
    queryFn: () => {
      void syncMirrorSoon();
      return mirrorFirst(
        (db) => readBeach(db, identifier),
        () =>
          failWith(
            'Failed to fetch beach',
            apiGet<Beach>(`/api/beaches/${encodeURIComponent(identifier)}?nocache=${Date.now()}`),
          ),
      );
    },
    // Read again when the page opens (its loader asks) unless read in the last half minute, so
    // the copy a loader or the server's page just put in the cache is not read twice.
    staleTime: 30_000,
    gcTime: 60_000,
  });

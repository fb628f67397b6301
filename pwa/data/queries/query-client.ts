import { QueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '../http/needs-connection.ts';

/**
 * Spec §9 defaults: no retries, no refetch on focus or interval, data never stale unless a query
 * says so. `offlineFirst`: a query runs its function even with no network (TanStack's default
 * would pause it), because most answers come from the phone's mirror (pwa/offline/).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

const MINUTE = 60_000;
/** Per-query timings of spec §9. */
export const QUERY_TIMINGS = {
  beachesHome: { staleTime: 10 * MINUTE, retry: 3 },
  beachesListing: { staleTime: 5 * MINUTE, retry: 3 },
  blog: { staleTime: 10 * MINUTE },
  tides: { staleTime: 30 * MINUTE },
  waterQuality: { staleTime: 2 * MINUTE, gcTime: 30 * MINUTE },
  parking: { staleTime: 5 * MINUTE },
  session: { staleTime: 5 * MINUTE, retry: false },
  // Retried twice when the server stumbles, never for want of a network (nothing would change).
  community: {
    staleTime: 30_000,
    retry: (failures: number, error: Error) => failures < 2 && !isNetworkFailure(error),
  },
} as const;

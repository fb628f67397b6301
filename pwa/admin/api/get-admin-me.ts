/**
 * GET /api/admin/me: who is signed in to the admin area (spec §7: fresh for 5 minutes, never
 * retried). A 401 or 403 is an answer, "nobody", not an error.
 */
import { useQuery } from '@tanstack/react-query';
import { adminProfileSchema } from '../../../domain/admin/admin-answers.ts';
import type { AdminProfile } from '../../../domain/admin/admin-auth.ts';
import { ApiError, apiGet } from '../../data/http/api-client.ts';
import { QUERY_TIMINGS } from '../../data/queries/query-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

async function currentAdmin(): Promise<AdminProfile | null> {
  try {
    return await apiGet('/api/admin/me', adminProfileSchema);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function useAdminMe() {
  return useQuery({
    queryKey: adminQueryKeys.me,
    queryFn: currentAdmin,
    ...QUERY_TIMINGS.session,
    // The admin area is online only: never answer from a cache when the network is away.
    networkMode: 'online',
  });
}

/**
 * Who is signed in to the admin area (spec §7: GET /api/admin/me fresh for 5 minutes, never
 * retried). A 401 or 403 is an answer, "nobody", not an error; signing in puts the admin in the
 * cache and signing out drops every admin query.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProfile } from '../../domain/admin/admin-auth.ts';
import { ApiError } from '../data/http/api-client.ts';
import { QUERY_TIMINGS } from '../data/queries/query-client.ts';
import { adminLogin, adminLogout, adminQueryKeys, fetchAdminMe } from './admin-api.ts';

async function currentAdmin(): Promise<AdminProfile | null> {
  try {
    return await fetchAdminMe();
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

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ admin }) => queryClient.setQueryData(adminQueryKeys.me, admin),
  });
}

/** POST /api/admin/logout, then `leave()` (to the public site); the admin's data goes once it has left. */
export function useAdminLogout(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: async () => {
      await leave();
      queryClient.removeQueries({ queryKey: adminQueryKeys.all });
    },
  });
}

/**
 * Who is signed in (spec §4 "Auth state"): GET /api/auth/user, fresh for 5 minutes, never
 * retried, and a 401 means "signed out" (null) rather than an error. Sign-in and sign-out
 * live here too because they are what changes that answer.
 *
 * The header imports this module on every first visit, so it must stay light: the toaster is
 * imported on demand, never statically.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginInput } from '../../domain/auth.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type { AuthUser };

export const CURRENT_USER_KEY = queryKeys.auth.user;

export async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    return await apiRequest<AuthUser>('GET', '/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = () =>
  queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, ...QUERY_TIMINGS.session });

export const useCurrentUser = () => useQuery(currentUserQuery());

/** A signed-in answer carries the user; an unverified account gets requiresVerification and no session. */
export interface SignInAnswer {
  user?: AuthUser;
  requiresVerification?: boolean;
}

/** The server's message from an error answer, or the fallback text. */
export const serverMessageOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

async function toast(title: string, description?: string, kind?: 'default' | 'destructive') {
  const { notify } = await import('../ui/toaster.tsx');
  notify(title, description, kind);
}

/** POST /api/auth/login; on success the signed-in user replaces the cached "nobody". */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<SignInAnswer>('POST', '/api/auth/login', input),
    onSuccess: (answer) => {
      if (answer.user) queryClient.setQueryData(CURRENT_USER_KEY, answer.user);
    },
  });
}

/** POST /api/auth/logout: forget the user, refresh everything that may have been personal, say so. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('POST', '/api/auth/logout'),
    onSuccess: async () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ queryKey: queryKeys.my.root });
      // Not awaited: sign-out is done even while the refetches are still in flight.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      await toast('Signed out', 'You have been successfully signed out.');
    },
    onError: (error) => toast('Sign out failed', serverMessageOr(error, error.message), 'destructive'),
  });
}

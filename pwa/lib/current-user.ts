/**
 * Who is signed in (spec §4 "Auth state"): GET /api/auth/user, fresh for 5 minutes, never
 * retried, and a 401 means "signed out" (null) rather than an error. Sign-in and sign-out
 * live here too because they are what changes that answer.
 *
 * The header imports this module on every first visit, so it must stay light: the toaster is
 * imported on demand, never statically.
 */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginInput } from '../../domain/auth.ts';
import { isNetworkFailure } from '../offline/needs-connection.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type { AuthUser };

export const CURRENT_USER_KEY = queryKeys.auth.user;

/**
 * Who was signed in when the server last said, kept on the phone: with no signal the app still
 * knows whose writes it is keeping (and shows their profile), and the outbox sends them as that
 * account once the server confirms the session. Cleared at sign-out and when the server says
 * nobody is signed in.
 */
const REMEMBERED_KEY = 'ddb.user';

function remember(user: AuthUser | null): void {
  try {
    if (user) localStorage.setItem(REMEMBERED_KEY, JSON.stringify(user));
    else localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Storage refused: offline, the app then knows nobody.
  }
}

function remembered(): AuthUser | null {
  try {
    const stored = localStorage.getItem(REMEMBERED_KEY);
    const user = stored ? (JSON.parse(stored) as AuthUser) : null;
    return user && Number.isInteger(user.id) ? user : null;
  } catch {
    return null;
  }
}

export async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    const user = await apiRequest<AuthUser>('GET', '/api/auth/user');
    remember(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      remember(null);
      return null;
    }
    // No network: the account this phone last knew (the server decides once it answers again).
    if (isNetworkFailure(error)) return remembered();
    throw error;
  }
}

/** Sets who is signed in after a sign-in, sign-up or sign-out answer. */
export function setSignedInUser(queryClient: QueryClient, user: AuthUser | null): void {
  remember(user);
  queryClient.setQueryData(CURRENT_USER_KEY, user);
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
      if (answer.user) setSignedInUser(queryClient, answer.user);
    },
  });
}

/** POST /api/auth/logout: forget the user, refresh everything that may have been personal, say so. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('POST', '/api/auth/logout'),
    onSuccess: async () => {
      setSignedInUser(queryClient, null);
      queryClient.removeQueries({ queryKey: queryKeys.my.root });
      // Not awaited: sign-out is done even while the refetches are still in flight.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      await toast('Signed out', 'You have been successfully signed out.');
    },
    onError: (error) => toast('Sign out failed', serverMessageOr(error, error.message), 'destructive'),
  });
}

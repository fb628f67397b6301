/**
 * Who is signed in (spec §4 "Auth state"): GET /api/auth/user, fresh for 5 minutes, never
 * retried, and a 401 means "signed out" (null) rather than an error. Sign-in and sign-out
 * live here too because they are what changes that answer.
 *
 * The header imports this module on every first visit, so it must stay light: the toaster is
 * imported on demand, never statically.
 */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginInput } from '../../../domain/accounts/auth.ts';
import { ApiError, apiRequest } from '../http/api-client.ts';
import { isNetworkFailure } from '../http/needs-connection.ts';
import { mirrorMayHaveData } from '../mirror/mirror-hint.ts';
import { getOutboxStatus } from '../outbox/outbox-status.ts';
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
  const before = remembered()?.id;
  try {
    if (user) localStorage.setItem(REMEMBERED_KEY, JSON.stringify(user));
    else localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Storage refused: offline, the app then knows nobody.
  }
  // Another account now, or nobody: the lists kept for the one before go (read-through.ts).
  if (before !== undefined && before !== user?.id && mirrorMayHaveData())
    void import('./read-through.ts').then(({ forgetOwnLists }) => forgetOwnLists(user?.id));
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

/**
 * Signed out with no signal, the server's session not ended yet (offline/pending-sign-out.ts): a
 * note, read synchronously, so the outbox's code loads only while one may be waiting.
 */
const SIGN_OUT_PENDING_KEY = 'ddb.signOutPending';

function noteSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    else localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    // Storage refused: the outbox still sends the sign-out before anything else.
  }
}

function signOutMayBePending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** Ends a session left open by a sign-out with no signal; true once none is left open. */
async function endPendingSignOut(): Promise<boolean> {
  if (!signOutMayBePending()) return true;
  try {
    const pending = await import('../outbox/pending-sign-out.ts');
    if (!(await pending.endPendingSignOut())) return false;
  } catch {
    return false;
  }
  noteSignOutPending(false);
  return true;
}

export async function fetchCurrentUser(): Promise<AuthUser | null> {
  // Until the server has the sign-out, it would still name the account signed out on the phone.
  if (!(await endPendingSignOut())) return null;
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
  const { notify } = await import('../../ui/toaster.tsx');
  notify(title, description, kind);
}

/** POST /api/auth/login; on success the signed-in user replaces the cached "nobody". */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      // A sign-out still waiting would end this new session if it went after it.
      if (!(await endPendingSignOut()))
        throw new Error('The last sign-out has not reached the server yet. Check your signal and try again.');
      return apiRequest<SignInAnswer>('POST', '/api/auth/login', input);
    },
    onSuccess: (answer) => {
      if (!answer.user) return;
      // Whoever was here before: their own lists are not this account's.
      queryClient.removeQueries({ queryKey: queryKeys.my.root });
      setSignedInUser(queryClient, answer.user);
    },
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const SIGN_OUT_NOT_KEPT =
  'There is no signal, and this phone could not keep the sign-out to send later. Try again with signal.';

/**
 * POST /api/auth/logout: forget the user, refresh everything that may have been personal, say so,
 * and what happens to the user's items still waiting. With no signal the phone signs out at once
 * and the server's session ends once the signal returns (offline/pending-sign-out.ts).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<'signed-out' | 'on-this-phone'> => {
      try {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new TypeError('No signal');
        await apiRequest<unknown>('POST', '/api/auth/logout');
        return 'signed-out';
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
      }
      try {
        const { queueSignOut } = await import('../outbox/pending-sign-out.ts');
        await queueSignOut();
      } catch (cause) {
        throw new Error(SIGN_OUT_NOT_KEPT, { cause });
      }
      noteSignOutPending(true);
      return 'on-this-phone';
    },
    onSuccess: async (outcome) => {
      const waiting = getOutboxStatus().waiting;
      setSignedInUser(queryClient, null);
      queryClient.removeQueries({ queryKey: queryKeys.my.root });
      // Not awaited: sign-out is done even while the refetches are still in flight.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      const kept =
        waiting > 0
          ? ` ${plural(waiting, 'item waits', 'items wait')} on this phone until you sign in again.`
          : '';
      if (outcome === 'on-this-phone')
        await toast(
          'Signed out on this phone',
          `Your session ends on the server as soon as you have signal.${kept}`,
        );
      else await toast('Signed out', kept ? kept.trim() : 'You have been successfully signed out.');
    },
    onError: (error) => toast('Sign out failed', serverMessageOr(error, error.message), 'destructive'),
  });
}

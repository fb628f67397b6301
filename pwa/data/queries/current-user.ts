/**
 * Who is signed in (spec §4 "Auth state"): GET /api/auth/user, fresh for 5 minutes, never
 * retried; it answers `null` for a visitor who is not signed in. The account is remembered
 * on the phone, and a sign-out made with no signal is noted, for writes/sign-in.ts and
 * writes/sign-out.ts, which change that answer.
 *
 * The header imports this module on every first visit, so it must stay light.
 */
import { type QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/accounts/auth.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { forgetFavourites } from '../favourites/favourites-store.ts';
import { ApiError, apiGet, publicSchema } from '../http/api-client.ts';
import { isNetworkFailure } from '../http/needs-connection.ts';
import { mirrorMayHaveData } from '../mirror/mirror-hint.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery, forgetOwnLists } from './read-through.ts';

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
  if (before !== undefined && before !== user?.id) {
    forgetFavourites(user?.id);
    if (mirrorMayHaveData()) void forgetOwnLists(user?.id);
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

/**
 * Signed out with no signal, the server's session not ended yet (offline/pending-sign-out.ts): a
 * note, read synchronously, so the outbox's code loads only while one may be waiting.
 */
const SIGN_OUT_PENDING_KEY = 'ddb.signOutPending';

export function noteSignOutPending(pending: boolean): void {
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
export async function endPendingSignOut(): Promise<boolean> {
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

async function fetchCurrentUser(): Promise<AuthUser | null> {
  // Until the server has the sign-out, it would still name the account signed out on the phone.
  if (!(await endPendingSignOut())) return null;
  try {
    const user = await apiGet('/api/auth/user', publicSchema('currentUser'));
    remember(user);
    return user;
  } catch (error) {
    // A server from before the answer was `null` said "not signed in" as a 401.
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

/** Online only: with no network, the account this phone last knew (kept in localStorage above). */
export const currentUserQuery = () =>
  defineQuery({
    key: CURRENT_USER_KEY,
    policy: 'online-only',
    remote: fetchCurrentUser,
    ...QUERY_TIMINGS.session,
  });

/** Who is signed in, as a screen reads it: `data` undefined and `isPending` while not known yet. */
type CurrentUser = Pick<UseQueryResult<AuthUser | null>, 'data' | 'isPending' | 'isSuccess'>;

const NOT_KNOWN_YET: CurrentUser = { data: undefined, isPending: true, isSuccess: false };

/**
 * Who is signed in. The server renders its pages for everyone, with nobody known yet; while a part
 * of its page is hydrated, the answer is that one even when the phone's is in (asked by a part
 * hydrated before), so both render the same, and the part shows the account right after.
 */
export function useCurrentUser(): CurrentUser {
  const session = useQuery(currentUserQuery());
  return useHydrated() ? session : NOT_KNOWN_YET;
}

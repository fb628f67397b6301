/**
 * Who is signed in, as the query cache knows it: an account's id, null for nobody, undefined while
 * not known yet. Read, not fetched: a hook of current-user.ts would put that module (and its
 * fetch) in every first visit, and the outbox's lists, the stars and My beaches only need to know
 * whose things to show.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { AuthUser } from '../../../domain/accounts/auth.ts';
import { queryKeys } from './query-keys.ts';

export function viewerOf(queryClient: QueryClient): number | null | undefined {
  const state = queryClient.getQueryState<AuthUser | null>(queryKeys.auth.user);
  return state?.status === 'success' ? (state.data?.id ?? null) : undefined;
}

/** The server renders its pages for everyone: nobody is known yet there, nor while they hydrate. */
const notKnownYet = () => undefined;

/** viewerOf, current on every change of the session's query (right after hydration, too). */
export function useViewer(queryClient: QueryClient): number | null | undefined {
  const viewerNow = () => viewerOf(queryClient);
  return useSyncExternalStore(
    useCallback((changed) => queryClient.getQueryCache().subscribe(changed), [queryClient]),
    viewerNow,
    notKnownYet,
  );
}

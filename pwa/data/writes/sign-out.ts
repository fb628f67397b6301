/**
 * POST /api/auth/logout: forget the user, refresh everything that may have been personal, say so,
 * and what happens to the user's items still waiting. With no signal the phone signs out at once
 * and the server's session ends once the signal returns (outbox/pending-sign-out.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http/api-client.ts';
import { isNetworkFailure } from '../http/needs-connection.ts';
import { serverMessageOr } from '../http/server-errors.ts';
import { getOutboxStatus } from '../outbox/outbox-status.ts';
import { CURRENT_USER_KEY, noteSignOutPending, setSignedInUser } from '../queries/current-user.ts';
import { queryKeys } from '../queries/query-keys.ts';

/** How the outcome is told: the caller's toast (the data layer draws nothing itself). */
export type SayOutcome = (title: string, description?: string, kind?: 'default' | 'destructive') => unknown;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const SIGN_OUT_NOT_KEPT =
  'There is no signal, and this phone could not keep the sign-out to send later. Try again with signal.';

export function useLogout(say: SayOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<'signed-out' | 'on-this-phone'> => {
      try {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new TypeError('No signal');
        await apiRequest('POST', '/api/auth/logout');
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
        await say(
          'Signed out on this phone',
          `Your session ends on the server as soon as you have signal.${kept}`,
        );
      else await say('Signed out', kept ? kept.trim() : 'You have been successfully signed out.');
    },
    onError: (error) => say('Sign out failed', serverMessageOr(error, error.message), 'destructive'),
  });
}

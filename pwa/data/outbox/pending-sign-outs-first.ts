/**
 * The first step of every send pass: a sign-out made with no signal (pending-sign-out.ts) ends
 * the server's session before anything else is sent, whatever its backoff, and until it has,
 * nothing else goes. The browser still holds that session's cookie, so whatever went first would
 * arrive as the account that signed out.
 */
import { type OutboxItem, serverErrorsOf } from './outbox-item.ts';
import type { OutboxStore } from './outbox-store.ts';
import { backoffMs } from './retry-backoff.ts';
import { type AttemptSettings, attempt } from './send-attempt.ts';

/** Sends every waiting sign-out, oldest first. True once none is left. */
export async function endPendingSignOutsFirst(
  items: OutboxItem[],
  settings: AttemptSettings & { store: OutboxStore; random: () => number },
): Promise<boolean> {
  for (const item of items.filter((entry) => entry.kind === 'sign-out')) {
    const result = await attempt(item, settings);
    // Ended, or no session was left to end (401); a refusal would not change with a retry.
    if (result.outcome === 'sent' || result.outcome === 'sign-in' || result.outcome === 'refused') {
      await settings.store.remove(item.id);
      continue;
    }
    // Its notBefore only wakes the page's sender (it is tried at every pass): after the server's
    // "later", by the server's errors alone; with no answer, by the tries the server did not answer.
    const attempts = item.attempts + 1;
    const serverErrors = serverErrorsOf(item) + (result.outcome === 'retry' ? 1 : 0);
    const wait =
      result.outcome === 'retry'
        ? (result.retryAfter ?? backoffMs(serverErrors, settings.random))
        : backoffMs(attempts - serverErrors, settings.random);
    await settings.store.put({
      ...item,
      state: 'pending',
      attempts,
      serverErrors,
      notBefore: settings.now() + wait,
      waitingForNetwork: result.outcome === 'offline',
      lastError: result.message ?? null,
    });
    return false;
  }
  return true;
}

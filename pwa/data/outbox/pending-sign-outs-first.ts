/**
 * The first step of every send pass: a sign-out made with no signal (pending-sign-out.ts) ends
 * the server's session before anything else is sent, whatever its backoff, and until it has,
 * nothing else goes. The browser still holds that session's cookie, so whatever went first would
 * arrive as the account that signed out.
 */
import type { OutboxItem } from './outbox-item.ts';
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
    const attempts = item.attempts + 1;
    await settings.store.put({
      ...item,
      state: 'pending',
      attempts,
      notBefore: settings.now() + (result.retryAfter ?? backoffMs(attempts, settings.random)),
      waitingForNetwork: result.outcome === 'offline',
      lastError: result.message ?? null,
    });
    return false;
  }
  return true;
}

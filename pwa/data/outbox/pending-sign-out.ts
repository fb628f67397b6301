/**
 * Signing out with no signal (issue #28 §4). The phone forgets the account at once; the server's
 * session ends when the signal returns. Until then the browser still holds the session's cookie
 * (HttpOnly: the page cannot drop it), so the sign-out waits in the outbox ahead of everything
 * else (pending-sign-outs-first.ts), and the page does not ask the server who is signed in
 * before it has gone (current-user.ts): the answer would still be the account signed out.
 *
 * Loaded only by a sign-out with no signal, and while one may still be waiting.
 */
import { mirrorDb } from '../mirror/mirror-db.ts';
import { sendOutboxSoon } from './outbox-runner.ts';
import { addToOutbox } from './outbox-store.ts';

const signOutsLeft = () =>
  mirrorDb()
    .outbox.filter((item) => item.kind === 'sign-out')
    .count();

let retryWhenOnline = false;

/**
 * Sends a sign-out still waiting, now. True once none is left: the server's session is over, and
 * asking it who is signed in tells the truth again. Not yet: it is tried again when the browser
 * says it is back online, even if the outbox's own triggers are not running on this page.
 */
export async function endPendingSignOut(): Promise<boolean> {
  if ((await signOutsLeft()) === 0) return true;
  await sendOutboxSoon();
  if ((await signOutsLeft()) === 0) return true;
  if (!retryWhenOnline && typeof window !== 'undefined') {
    retryWhenOnline = true;
    window.addEventListener(
      'online',
      () => {
        retryWhenOnline = false;
        void endPendingSignOut().catch(() => undefined);
      },
      { once: true },
    );
  }
  return false;
}

/** Keeps the sign-out on the phone (it throws if the phone cannot keep it), then tries to send it. */
export async function queueSignOut(): Promise<void> {
  await addToOutbox(mirrorDb(), {
    kind: 'sign-out',
    label: 'Sign out',
    method: 'POST',
    url: '/api/auth/logout',
    userId: null,
    anyAccount: true,
  });
  void endPendingSignOut().catch(() => undefined);
}

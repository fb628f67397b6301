/**
 * The outbox for components: its count (no Dexie needed), the items themselves, and a way to
 * submit a write through it. The runner's code (Dexie) loads the first time it is needed.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { AuthUser } from '../../../domain/accounts/auth.ts';
import { StorageFullError } from '../mirror/storage-errors.ts';
import { useCurrentUser } from '../queries/current-user.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { isOwnedBy, type OutboxItemSummary, onOutboxEvent } from './outbox-events.ts';
import type { OutboxItem } from './outbox-item.ts';
import type { WriteOutcome } from './outbox-runner.ts';
import {
  getOutboxStatus,
  getServerOutboxStatus,
  type OutboxStatus,
  subscribeOutboxStatus,
} from './outbox-status.ts';
import type { NewOutboxWrite } from './outbox-store.ts';

const waitingCount = () => getOutboxStatus().waiting;
const noneWaiting = () => getServerOutboxStatus().waiting;

export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribeOutboxStatus, getOutboxStatus, getServerOutboxStatus);
}

/** The runner, started for this page (idempotent). */
export async function loadOutbox(queryClient: QueryClient) {
  const [runner, actions, { startOutbox }] = await Promise.all([
    import('./outbox-runner.ts'),
    import('./outbox-actions.ts'),
    import('./outbox-effects.ts'),
  ]);
  startOutbox(queryClient);
  return { ...runner, ...actions };
}

export type OutboxWrite = Omit<NewOutboxWrite, 'userId'>;

/**
 * Submits a write through the outbox as the signed-in user (or as nobody): kept on the phone
 * first, then sent. See `submitWrite` for what the answer means.
 */
export function useSubmitWrite(): (write: OutboxWrite) => Promise<WriteOutcome> {
  const queryClient = useQueryClient();
  return useCallback(
    async (write) => {
      const runner = await loadOutbox(queryClient);
      const user = queryClient.getQueryData<AuthUser | null>(queryKeys.auth.user);
      return runner.submitWrite({ ...write, userId: user?.id ?? null });
    },
    [queryClient],
  );
}

/**
 * The signed-in account's items waiting on this phone (signed out, the visitor's own; optionally
 * only some), kept current as they change. Another account's are never among them (issue #28 §1).
 */
export function useOutboxItems(filter?: (item: OutboxItemSummary) => boolean): {
  items: OutboxItemSummary[];
  loaded: boolean;
} {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // Not known yet who is signed in (undefined): nobody's items are shown.
  const viewer = user.isSuccess ? (user.data?.id ?? null) : undefined;
  const [items, setItems] = useState<OutboxItemSummary[]>([]);
  const [loaded, setLoaded] = useState(false);
  // Only the count: an upload's progress, which changes many times a second, is not read here.
  const waiting = useSyncExternalStore(subscribeOutboxStatus, waitingCount, noneWaiting);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever the count or the account moves
  useEffect(() => {
    if (waiting === 0 && !loaded) {
      setLoaded(true);
      return;
    }
    let live = true;
    let stop = () => {};
    void loadOutbox(queryClient).then((runner) => {
      const read = () =>
        void runner
          .readOutbox()
          .then((all) => {
            if (live) {
              setItems(all);
              setLoaded(true);
            }
          })
          .catch(() => live && setLoaded(true));
      read();
      stop = onOutboxEvent((event) => {
        if (event.type === 'changed' || event.type === 'sent') read();
      });
      if (!live) stop();
    });
    return () => {
      live = false;
      stop();
    };
  }, [queryClient, waiting, viewer]);
  // The outbox reads only the viewer's items already; this holds between a change of account
  // and the read that follows it.
  const own = items.filter((item) => isOwnedBy(item, viewer));
  return { items: filter ? own.filter(filter) : own, loaded };
}

/** A write's outcome for a form; "not-kept" when the phone refused to store it (a full disk). */
export type SubmissionOutcome = WriteOutcome | { status: 'not-kept'; message: string };

export interface OutboxSubmission {
  /**
   * Queues and sends the write. Resolves with its outcome, or null when ignored because one is
   * already under way (a double tap).
   */
  submit(write: OutboxWrite): Promise<SubmissionOutcome | null>;
  isPending: boolean;
  /** The last submission's outcome, until reset. */
  outcome: SubmissionOutcome | null;
  reset(): void;
}

/** useMutation's shape for a write through the outbox, for forms. */
export function useOutboxSubmission(): OutboxSubmission {
  const submitWrite = useSubmitWrite();
  const [isPending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);
  const [busy] = useState(() => ({ current: false }));
  const submit = useCallback(
    async (write: OutboxWrite): Promise<SubmissionOutcome | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(true);
      let result: SubmissionOutcome;
      try {
        result = await submitWrite(write);
      } catch (failure) {
        result = {
          status: 'not-kept',
          message:
            failure instanceof StorageFullError
              ? 'Your phone is out of space, so this could not be kept. Free some space and try again.'
              : 'Your phone could not keep this. Please try again.',
        };
      } finally {
        busy.current = false;
        setPending(false);
      }
      setOutcome(result);
      return result;
    },
    [submitWrite, busy],
  );
  const reset = useCallback(() => setOutcome(null), []);
  return { submit, isPending, outcome, reset };
}

/** The words every form shows when its write stays on the phone for want of a signal. */
export const SAVED_ON_PHONE = 'Saved on your phone — it will be sent when you have signal';

const KEPT_BECAUSE = {
  signal: SAVED_ON_PHONE,
  server: 'Saved on your phone — the server is busy, so it will try again by itself',
  account: 'Saved on your phone — it will be sent once you sign in again',
  sending: 'Saved on your phone — it is still being sent, and will finish by itself',
} as const;

/**
 * Why a write stays on the phone, in the words a form shows: what its last try met (the item of a
 * "queued" outcome, or a waiting item). "When you have signal" only when the signal was missing.
 */
export function savedOnPhone(
  item: Pick<OutboxItem, 'state' | 'attempts' | 'waitingForNetwork'>,
): (typeof KEPT_BECAUSE)[keyof typeof KEPT_BECAUSE] {
  if (item.state === 'waiting-sign-in') return KEPT_BECAUSE.account;
  if (item.state === 'sending') return KEPT_BECAUSE.sending;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (item.waitingForNetwork || offline) return KEPT_BECAUSE.signal;
  // Tried with a network, and the server said "later" (a 5xx, 429, 408 or 409).
  return item.attempts > 0 ? KEPT_BECAUSE.server : KEPT_BECAUSE.sending;
}

/** What to tell the user when a write was refused or not kept: the server's words, else the fallback. */
export function failureMessage(outcome: SubmissionOutcome, fallback: string): string {
  if (outcome.status === 'refused' || outcome.status === 'not-kept') return outcome.message || fallback;
  return fallback;
}

/** An object URL for the first photo of a queued upload (revoked when the component goes). */
export function useOutboxPhotoUrl(id: string): string | null {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void loadOutbox(queryClient)
      .then((runner) => runner.readOutboxFiles(id))
      .then(([file]) => {
        if (!live || !file || typeof URL.createObjectURL !== 'function') return;
        made = URL.createObjectURL(new Blob([file.data], { type: file.type }));
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [queryClient, id]);
  return url;
}

/**
 * Whether an item is waiting rather than being sent right now by the form that made it (its
 * first try is over, and the server did not refuse it): a deletion hides its target only then, so
 * a refused one never makes it vanish.
 */
export const hasWaited = (item: Pick<OutboxItemSummary, 'attempts' | 'state'>) =>
  (item.attempts > 0 && item.state !== 'needs-attention') || item.state === 'waiting-sign-in';

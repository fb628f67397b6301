/**
 * The outbox for screens: the one module they import it through (DESIGN.md, "Writes — our own
 * outbox, exactly once"). Submit a write (useOutboxSubmission), show what became of it
 * (savedOnPhone, failureMessage), the count (useOutboxStatus), what waits (useOutboxItems, a live
 * query of IndexedDB) and what the user may do to it (useOutboxActions).
 *
 * It loads no Dexie: the code that keeps and sends writes (submit-write.ts, outbox-runner.ts,
 * send-outbox.ts, Dexie) loads the first time a screen needs it, through loadOutbox. The header
 * and the boot script are on every first visit and need only the count: they read
 * outbox-status.ts, which loads neither React nor Dexie, since every hook of this module would
 * join the first visit with them (bench/bundle.ts: +0.9 KB brotli).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AuthUser } from '../../../domain/accounts/auth.ts';
import { StorageFullError } from '../mirror/storage-errors.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { useViewer } from '../queries/viewer.ts';
import type { OutboxItemSummary } from './outbox-events.ts';
import { isOwnedBy, type OutboxItem } from './outbox-item.ts';
import {
  getOutboxStatus,
  getServerOutboxStatus,
  type OutboxStatus,
  subscribeOutboxStatus,
} from './outbox-status.ts';
import type { NewOutboxWrite } from './outbox-store.ts';
import type { WriteOutcome } from './submit-write.ts';

export type { OutboxItemSummary } from './outbox-events.ts';
export { type OutboxKind, reachedTries } from './outbox-item.ts';
export type { WriteOutcome } from './submit-write.ts';

/** The code that keeps and sends writes, started for this page (idempotent). */
export async function loadOutbox(queryClient: QueryClient) {
  const [submit, actions, reads, { startOutbox }] = await Promise.all([
    import('./submit-write.ts'),
    import('./outbox-actions.ts'),
    import('./outbox-reads.ts'),
    import('./outbox-effects.ts'),
  ]);
  startOutbox(queryClient);
  return { ...submit, ...actions, ...reads };
}

// --- status ------------------------------------------------------------------------------------

const waitingCount = () => getOutboxStatus().waiting;
const noneWaiting = () => getServerOutboxStatus().waiting;

/** The counts and uploads' progress (outbox-status.ts): no Dexie, current from the first render. */
export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribeOutboxStatus, getOutboxStatus, getServerOutboxStatus);
}

/**
 * The signed-in account's items waiting on this phone (signed out, the visitor's own; optionally
 * only some), kept current by a live query of the outbox. Another account's are never among them
 * (issue #28 §1). While nothing of theirs waits (the count says so), Dexie is not even loaded.
 */
export function useOutboxItems(filter?: (item: OutboxItemSummary) => boolean): {
  items: OutboxItemSummary[];
  loaded: boolean;
} {
  const queryClient = useQueryClient();
  const viewer = useViewer(queryClient);
  // Only the count: an upload's progress, which changes many times a second, is not read here.
  const waiting = useSyncExternalStore(subscribeOutboxStatus, waitingCount, noneWaiting);
  const [watching, setWatching] = useState(false);
  if (waiting > 0 && !watching) setWatching(true);
  const [read, setRead] = useState<{ items: OutboxItemSummary[]; loaded: boolean }>({
    items: [],
    loaded: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: watched again as the account moves
  useEffect(() => {
    if (!watching) return;
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    const failed = () => live && setRead((last) => ({ ...last, loaded: true }));
    void loadOutbox(queryClient)
      .then(({ watchOutbox }) => {
        if (!live) return;
        subscription = watchOutbox().subscribe({
          next: (items) => live && setRead({ items, loaded: true }),
          error: failed,
        });
      })
      .catch(failed);
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [queryClient, watching, viewer]);
  // The outbox reads only the viewer's items already; this holds between a change of account
  // and the read that follows it.
  const own = read.items.filter((item) => isOwnedBy(item, viewer));
  return { items: filter ? own.filter(filter) : own, loaded: !watching || read.loaded };
}

/** An object URL for the first photo of a queued upload (revoked when the component goes). */
export function useOutboxPhotoUrl(id: string): string | null {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void loadOutbox(queryClient)
      .then((outbox) => outbox.readOutboxFiles(id))
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

// --- submit ------------------------------------------------------------------------------------

export type OutboxWrite = Omit<NewOutboxWrite, 'userId'>;

/**
 * Submits a write through the outbox as the signed-in user (or as nobody): kept on the phone
 * first, then sent. See submit-write.ts `submitWrite` for what the answer means.
 */
function useSubmitWrite(): (write: OutboxWrite) => Promise<WriteOutcome> {
  const queryClient = useQueryClient();
  return useCallback(
    async (write) => {
      const outbox = await loadOutbox(queryClient);
      const user = queryClient.getQueryData<AuthUser | null>(queryKeys.auth.user);
      return outbox.submitWrite({ ...write, userId: user?.id ?? null });
    },
    [queryClient],
  );
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

// --- actions -----------------------------------------------------------------------------------

/** What a resend changes: corrected words, or (moved to another beach) its beach, address and label too. */
export type ResendChange = Pick<OutboxItem, 'body'> &
  Partial<Pick<OutboxItem, 'summary' | 'beachId' | 'url' | 'label'>>;

/** What the user can do to a waiting item (the "Waiting to send" list). */
export function useOutboxActions() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const outbox = () => loadOutbox(queryClient);
    return {
      /** Skips the backoff and starts a pass; resolves once that pass is over. */
      retry: async (id: string) => (await outbox()).retryOutboxItem(id),
      discard: async (id: string) => (await outbox()).discardOutboxItem(id),
      /** Keeps the corrected (or moved) item under a new key and starts a pass. */
      resend: async (id: string, change: ResendChange) => (await outbox()).resendEdited(id, change),
    };
  }, [queryClient]);
}

/**
 * The outbox for components: its count (no Dexie needed), the items themselves, and a way to
 * submit a write through it. The runner's code (Dexie) loads the first time it is needed.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { AuthUser } from '../../domain/auth.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { OutboxItemSummary, WriteOutcome } from './outbox-runner.ts';
import { getOutboxStatus, type OutboxStatus, subscribeOutboxStatus } from './outbox-status.ts';
import type { NewOutboxWrite } from './outbox-store.ts';

export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribeOutboxStatus, getOutboxStatus, getOutboxStatus);
}

/** The runner, started for this page (idempotent). */
export async function loadOutbox(queryClient: QueryClient) {
  const [runner, { startOutbox }] = await Promise.all([
    import('./outbox-runner.ts'),
    import('./outbox-effects.ts'),
  ]);
  startOutbox(queryClient);
  return runner;
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

/** The items waiting on this phone (optionally only some), kept current as they change. */
export function useOutboxItems(filter?: (item: OutboxItemSummary) => boolean): {
  items: OutboxItemSummary[];
  loaded: boolean;
} {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<OutboxItemSummary[]>([]);
  const [loaded, setLoaded] = useState(false);
  const waiting = useOutboxStatus().waiting;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever the count moves
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
      stop = runner.onOutboxEvent((event) => {
        if (event.type === 'changed' || event.type === 'sent') read();
      });
      if (!live) stop();
    });
    return () => {
      live = false;
      stop();
    };
  }, [queryClient, waiting]);
  return { items: filter ? items.filter(filter) : items, loaded };
}

export interface OutboxSubmission {
  /** Queues and sends the write; a second call while one is under way is ignored (a double tap). */
  submit(write: OutboxWrite): Promise<WriteOutcome | null>;
  isPending: boolean;
  /** The last submission's outcome, until reset. */
  outcome: WriteOutcome | null;
  /** Storage refused the write (a full disk): nothing was kept. */
  error: Error | null;
  reset(): void;
}

/** useMutation's shape for a write through the outbox, for forms. */
export function useOutboxSubmission(): OutboxSubmission {
  const submitWrite = useSubmitWrite();
  const [isPending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [busy] = useState(() => ({ current: false }));
  const submit = useCallback(
    async (write: OutboxWrite) => {
      if (busy.current) return null;
      busy.current = true;
      setPending(true);
      setError(null);
      try {
        const result = await submitWrite(write);
        setOutcome(result);
        return result;
      } catch (failure) {
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        return null;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [submitWrite, busy],
  );
  const reset = useCallback(() => {
    setOutcome(null);
    setError(null);
  }, []);
  return { submit, isPending, outcome, error, reset };
}

/** The words every form shows when its write stays on the phone. */
export const SAVED_ON_PHONE = 'Saved on your phone — it will be sent when you have signal';

/**
 * What a sent (or refused) write changes on the screens, whoever sent it — this page, another
 * tab or the service worker: the lists it belongs to are refreshed, and the user is told (a toast,
 * through outbox-notices.ts) unless the form that made it is still open and says so itself. Also keeps the runner
 * told who is signed in, and re-checks the session when a send met a 401.
 */
import type { QueryClient } from '@tanstack/react-query';
import { sendEventsThroughOutbox } from '../http/analytics.ts';
import { refreshAfterServerChange } from '../mirror/sync-trigger.ts';
import { currentUserQuery } from '../queries/current-user.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { viewerOf } from '../queries/viewer.ts';
import { queueQuietly } from './outbox-actions.ts';
import type { OutboxItemSummary } from './outbox-events.ts';
import type { OutboxKind } from './outbox-item.ts';
import { announce, type OutboxNotice } from './outbox-notices.ts';
import {
  resetRunnerForTests,
  setOutboxAccount,
  startOutboxRunner,
  whenSessionLost,
} from './outbox-runner.ts';
import { isAwaitedByForm } from './submit-write.ts';

type Key = readonly unknown[];

/** The queries a sent item of each kind changes. */
function changedBy(kind: OutboxKind, beachId: number | undefined): { keys: Key[]; mirrored: Key[] } {
  const beach = <T extends Key>(of: (id: number) => T) => (beachId ? of(beachId) : queryKeys.beaches.root);
  switch (kind) {
    case 'feedback':
    case 'feedback-edit':
    case 'feedback-delete':
      return { keys: [queryKeys.my.feedback, beach(queryKeys.beaches.feedback)], mirrored: [] };
    case 'photo':
    case 'photo-delete':
      return { keys: [queryKeys.my.photos, beach(queryKeys.beaches.photos)], mirrored: [] };
    case 'review':
      // The beach's average and count change wherever the beach is shown (mirrored rows).
      return {
        keys: [queryKeys.my.reviews, beach(queryKeys.beaches.reviews)],
        mirrored: [queryKeys.beaches.details, queryKeys.beaches.lists],
      };
    case 'route-rating':
      return { keys: [], mirrored: [beach(queryKeys.beaches.routes)] };
    case 'favourite':
      return { keys: [queryKeys.my.favourites], mirrored: [] };
    default:
      return { keys: [], mirrored: [] };
  }
}

function toast(title: string, description?: string, kind: OutboxNotice['kind'] = 'default') {
  if (stop) announce({ title, description, kind }); // not after the outbox (or the page) has gone
}

/** Items sent by a pass arrive one by one: one toast for those that arrive together. */
function batchedToast() {
  let sent: OutboxItemSummary[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(item: OutboxItemSummary) {
      sent.push(item);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const [first] = sent;
        if (sent.length === 1) toast('Sent', `${first.label} reached the server.`);
        else toast(`${sent.length} waiting items sent`, 'Everything you saved on your phone has arrived.');
        sent = [];
      }, 400);
    },
    cancel() {
      clearTimeout(timer);
      sent = [];
    },
  };
}

let stop: (() => void) | null = null;
let startedFor: QueryClient | null = null;

/** Starts the outbox for this page (idempotent): triggers, account, refreshes and toasts. */
export function startOutbox(queryClient: QueryClient): () => void {
  if (stop && startedFor === queryClient) return stop;
  stop?.();
  startedFor = queryClient;
  const accountNow = () => viewerOf(queryClient);
  setOutboxAccount(accountNow());
  const stopAccount = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === queryKeys.auth.user[0]) setOutboxAccount(accountNow());
  });
  // A 401 while sending: the session ended. Ask again, so the header shows "Sign in" and the
  // items wait for the same account.
  whenSessionLost(() => void queryClient.invalidateQueries({ queryKey: queryKeys.auth.user }));
  if (accountNow() === undefined) void queryClient.prefetchQuery(currentUserQuery());

  const sentToast = batchedToast();
  const stopRunner = startOutboxRunner({
    onSent(item) {
      const { keys, mirrored } = changedBy(item.kind, item.beachId);
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      if (mirrored.length > 0) void refreshAfterServerChange(queryClient, mirrored);
      // The form that made it, still open, says so itself; a star showed itself when tapped.
      if (!isAwaitedByForm(item.id) && item.kind !== 'favourite') sentToast.add(item);
    },
    onRefused(item, message) {
      // The star shown was the phone's: the server's list says what holds.
      if (item.kind === 'favourite')
        void queryClient.invalidateQueries({ queryKey: queryKeys.my.favourites });
      if (!isAwaitedByForm(item.id))
        toast(`Not sent: ${item.label}`, `${message} — see Waiting to send.`, 'destructive');
    },
  });
  // Analytics events from now on go through the outbox too (sent once, kept when offline).
  sendEventsThroughOutbox((body) =>
    queueQuietly({
      kind: 'event',
      label: 'Usage event',
      method: 'POST',
      url: '/api/events',
      body,
      userId: null,
      anyAccount: true,
    }),
  );
  stop = () => {
    sentToast.cancel();
    stopAccount();
    stopRunner();
    stop = null;
    startedFor = null;
  };
  return stop;
}

/** Tests only: stops the outbox between tests (each renders the app with a new query client). */
export async function stopOutboxForTests(): Promise<void> {
  stop?.();
  await resetRunnerForTests();
}

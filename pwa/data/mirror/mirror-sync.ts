/**
 * Keeps the mirror in step with the server: a pull at start-up, when the browser comes back
 * online, when the app becomes visible, every 30 minutes while open, and when a screen asks
 * (a beach page opening). One pull at a time; a trigger during a pull is folded into it. When a
 * pull changed something, the queries that read the mirror are invalidated so the screens
 * re-read it: that is how a screen gets fresh data without knowing where it came from.
 *
 * The app starts only when a server page is used (app/first-use.ts), so a page opened online
 * also asks for one pull before it (pullBeforeTheApp, from main.tsx once the page has loaded):
 * a rule changed while the phone was away reaches its copy then, not at the first touch.
 */
import type { QueryClient } from '@tanstack/react-query';
import { onePassAtATime } from '../outbox/one-pass-at-a-time.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { type MirrorDatabase, mirrorAvailable, mirrorDb } from './mirror-db.ts';
import { noteMirrorHasData } from './mirror-hint.ts';
import { StorageFullError } from './storage-errors.ts';
import { pullSync, SyncHttpError } from './sync-client.ts';
import { getSyncStatus, updateSyncStatus } from './sync-status.ts';
import { registerSyncPull } from './sync-trigger.ts';

export const SYNC_INTERVAL_MS = 30 * 60_000;

/** Every query answered from the mirror (tides and the user's own lists are not). */
const MIRRORED_ROOTS = [queryKeys.beaches.root, queryKeys.waterQuality.root, queryKeys.blog.root];

interface MirrorSyncOptions {
  queryClient: QueryClient;
  db?: MirrorDatabase;
  fetchImpl?: typeof fetch;
}

/** Where pulls read and write, and whose screens they refresh: the app's, once it has started. */
let running: { queryClient: QueryClient; db: MirrorDatabase; fetchImpl: typeof fetch } | null = null;

/** Fills status from what the mirror already holds, before the first pull answers. */
async function readStoredStatus(db: MirrorDatabase): Promise<void> {
  try {
    const meta = await db.meta.get('sync');
    if (meta && !getSyncStatus().lastSyncedAt)
      updateSyncStatus({ hasData: true, lastSyncedAt: meta.lastSyncedAt });
  } catch {
    // An unreadable mirror simply has no data; the pull will say what is wrong.
  }
}

function describeProblem(error: unknown) {
  if (error instanceof StorageFullError) return { kind: 'storage-full', message: error.message } as const;
  if (error instanceof SyncHttpError) {
    return {
      kind: 'server',
      message: 'The beach data server is not answering right now. Showing what you saved.',
    } as const;
  }
  // fetch rejects with a TypeError when there is no network at all.
  return { kind: 'offline', message: 'No connection. Showing what you saved.' } as const;
}

async function pullOnce(): Promise<void> {
  const db = running?.db ?? mirrorDb();
  const fetchImpl = running?.fetchImpl ?? ((input, init) => fetch(input, init));
  updateSyncStatus({ syncing: true });
  try {
    const result = await pullSync(db, fetchImpl);
    const syncedAt = new Date().toISOString();
    noteMirrorHasData(syncedAt);
    updateSyncStatus({
      hasData: true,
      lastSyncedAt: syncedAt,
      problem: null,
      online: true,
    });
    // The screens of an app that started while this pull ran re-read what it changed, too.
    const queryClient = running?.queryClient;
    if (result.changed && queryClient) {
      await Promise.all(MIRRORED_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
  } catch (error) {
    const problem = describeProblem(error);
    updateSyncStatus({ problem, ...(problem.kind === 'offline' ? { online: false } : {}) });
  } finally {
    updateSyncStatus({ syncing: false });
  }
}

const pulls = onePassAtATime(pullOnce);

/**
 * One pull into the phone's copy while the app has not started (main.tsx asks, once a page that
 * has a copy has loaded online). Shares the loop's one-pull-at-a-time, so the app's first pull
 * waits for it; once the loop runs, the loop's own triggers do this.
 */
export function pullBeforeTheApp(): Promise<void> {
  if (running || !mirrorAvailable()) return Promise.resolve();
  return pulls.run();
}

export function startMirrorSync({ queryClient, db = mirrorDb(), fetchImpl }: MirrorSyncOptions): () => void {
  if (!mirrorAvailable()) return () => undefined;

  running = { queryClient, db, fetchImpl: fetchImpl ?? ((input, init) => fetch(input, init)) };
  const pull = pulls.run;
  registerSyncPull(pull);

  const onOnline = () => {
    updateSyncStatus({ online: true });
    void pull();
  };
  const onOffline = () => updateSyncStatus({ online: false });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void pull();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => void pull(), SYNC_INTERVAL_MS);
  void readStoredStatus(db).then(pull);

  return () => {
    running = null;
    registerSyncPull(null);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}

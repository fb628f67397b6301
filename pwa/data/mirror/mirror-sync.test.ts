import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncFeed } from '../../../domain/sync/sync-feed-schema.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { NO_OTHER_ROWS } from '../../testing/sync-feed-rows.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { MirrorDatabase, mirrorDb } from './mirror-db.ts';
import { pullBeforeTheApp, SYNC_INTERVAL_MS, startMirrorSync } from './mirror-sync.ts';
import { getSyncStatus, updateSyncStatus } from './sync-status.ts';
import { syncMirrorSoon } from './sync-trigger.ts';

const empty = NO_OTHER_ROWS;
const snapshot: SyncFeed = {
  kind: 'snapshot',
  cursor: '5',
  beaches: [buildApiBeach()],
  ...empty,
  tideStations: [],
};
const noChange: SyncFeed = {
  kind: 'delta',
  cursor: '5',
  beaches: [],
  ...empty,
  deleted: { beaches: [], ...empty },
};

let stop: (() => void) | undefined;
let db: MirrorDatabase | undefined;
afterEach(async () => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await db?.delete();
  updateSyncStatus({ online: true, hasData: false, lastSyncedAt: null, problem: null, syncing: false });
});

function setup(answer: (url: string) => Response | Promise<Response>) {
  db = new MirrorDatabase(`mirror-sync-${Math.random()}`);
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    return answer(url);
  }) as typeof fetch;
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  stop = startMirrorSync({ queryClient, db, fetchImpl });
  return { asked, invalidate };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const settled = () => vi.waitFor(() => expect(getSyncStatus().syncing).toBe(false));

describe('the sync loop', () => {
  it('pulls at start, then on coming back online, on becoming visible and on request', async () => {
    const { asked, invalidate } = setup((url) => json(url.includes('since') ? noChange : snapshot));
    await vi.waitFor(() => expect(asked).toEqual(['/api/sync']));
    await settled();
    expect(getSyncStatus()).toMatchObject({ hasData: true, problem: null, lastSyncedAt: expect.any(String) });
    expect(localStorage.getItem('ddb.mirror')).toBe('ready');
    // The snapshot changed what screens show: the mirrored queries are refreshed.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.beaches.root });

    invalidate.mockClear();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    await syncMirrorSoon();
    expect(asked.slice(1)).toEqual(['/api/sync?since=5', '/api/sync?since=5', '/api/sync?since=5']);
    // Nothing changed: nothing re-read.
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('pulls every 30 minutes while open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { asked } = setup((url) => json(url.includes('since') ? noChange : snapshot));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await settled();
    vi.advanceTimersByTime(SYNC_INTERVAL_MS);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
  });

  it('says "offline" when the network is gone, and keeps what it had', async () => {
    const { asked } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await settled();
    expect(getSyncStatus()).toMatchObject({ online: false, problem: { kind: 'offline' } });
  });

  it("pulls into the phone's copy before the app has started, and leaves it to the loop once it runs", async () => {
    const early: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      early.push(url);
      return json(snapshot);
    });
    try {
      await pullBeforeTheApp();
      expect(early).toEqual(['/api/sync']);
      expect(await mirrorDb().beaches.count()).toBe(1);
      expect(getSyncStatus()).toMatchObject({ hasData: true, syncing: false });

      const { asked } = setup((url) => json(url.includes('since') ? noChange : snapshot));
      await vi.waitFor(() => expect(asked).toHaveLength(1));
      await settled();
      await pullBeforeTheApp();
      expect(asked).toHaveLength(1);
      expect(early).toHaveLength(1);
    } finally {
      // The app's own mirror stays open for the shared clean-up (pwa/testing/setup.ts): emptied only.
      await Promise.all(mirrorDb().syncedTables.map((table) => table.clear()));
    }
  });

  it('tells a server failure apart from no network', async () => {
    const { asked } = setup(() => new Response('{}', { status: 503 }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await settled();
    expect(getSyncStatus()).toMatchObject({ online: true, problem: { kind: 'server' } });
  });
});

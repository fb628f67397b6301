/**
 * One pull from `/api/sync` into the mirror: a delta from the stored cursor, or the snapshot
 * when there is none or the server answers 410 (the cursor is too old to serve; ElectricSQL's
 * "must-refetch"). The answer is checked against the domain schema before a row is written.
 */
import { SYNC_CURSOR_EXPIRED, type SyncFeed, syncFeedSchema } from '../../domain/sync-feed-schema.ts';
import { applySyncFeed, feedChangesSomething } from './apply-sync-feed.ts';
import type { MirrorDatabase } from './mirror-db.ts';

export interface SyncResult {
  kind: SyncFeed['kind'];
  /** Whether the screens have something new to show. */
  changed: boolean;
  /** True when a 410 made this pull start again from a snapshot. */
  refetched: boolean;
}

/** The server answered, but not with data (a 5xx, a 429…): try again later. */
export class SyncHttpError extends Error {
  constructor(readonly status: number) {
    super(`The beach data server answered ${status}`);
    this.name = 'SyncHttpError';
  }
}

const EXPIRED = Symbol('cursor expired');

async function fetchFeed(
  cursor: string | undefined,
  fetchImpl: typeof fetch,
): Promise<SyncFeed | typeof EXPIRED> {
  const url = cursor === undefined ? '/api/sync' : `/api/sync?since=${encodeURIComponent(cursor)}`;
  const res = await fetchImpl(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (res.status === 410) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    if (body?.error?.code === SYNC_CURSOR_EXPIRED) return EXPIRED;
  }
  if (!res.ok) throw new SyncHttpError(res.status);
  return syncFeedSchema.parse(await res.json());
}

export async function pullSync(db: MirrorDatabase, fetchImpl: typeof fetch = fetch): Promise<SyncResult> {
  const meta = await db.meta.get('sync');
  let feed = await fetchFeed(meta?.cursor, fetchImpl);
  const refetched = feed === EXPIRED;
  if (feed === EXPIRED) feed = await fetchFeed(undefined, fetchImpl);
  if (feed === EXPIRED) throw new SyncHttpError(410);
  const changed = feedChangesSomething(feed);
  await applySyncFeed(db, feed);
  return { kind: feed.kind, changed, refetched };
}

/**
 * One pull from `/api/sync` into the mirror: a delta from the stored cursor, or the snapshot
 * when there is none or the server answers 410 (the cursor is too old to serve; ElectricSQL's
 * "must-refetch"). The answer's frame is checked before a row is written: its kind, its cursor
 * and that every collection is a list of rows with ids. The rows' fields are the server's
 * promise, held by its test against domain/sync/sync-feed-schema.ts; parsing 900 KB of rows field by
 * field again here would cost a phone a noticeable pause (and zod's weight in the bundle).
 */
import { SYNC_COLLECTION_NAMES, SYNC_CURSOR_EXPIRED } from '../../../domain/sync/sync-feed.ts';
import type { SyncFeed } from '../../../domain/sync/sync-feed-schema.ts';
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
  return checkFrame(await res.json());
}

/** The server answered something that is not a sync feed (a proxy's page, a broken build). */
class SyncFeedError extends Error {
  constructor(problem: string) {
    super(`The beach data could not be read: ${problem}`);
    this.name = 'SyncFeedError';
  }
}

const hasIds = (rows: unknown, key: string) =>
  Array.isArray(rows) && rows.every((row) => typeof (row as Record<string, unknown>)?.[key] === 'number');

function checkFrame(body: unknown): SyncFeed {
  const feed = body as Partial<SyncFeed> | null;
  if (!feed || (feed.kind !== 'snapshot' && feed.kind !== 'delta')) throw new SyncFeedError('no kind');
  if (typeof feed.cursor !== 'string' || !/^\d+$/.test(feed.cursor)) throw new SyncFeedError('no cursor');
  for (const name of SYNC_COLLECTION_NAMES) {
    if (!hasIds(feed[name], name === 'waterQuality' ? 'beachId' : 'id'))
      throw new SyncFeedError(`bad ${name}`);
    if (feed.kind === 'delta' && !Array.isArray(feed.deleted?.[name]))
      throw new SyncFeedError(`bad deleted.${name}`);
  }
  return feed as SyncFeed;
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

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryBeaches } from '../../../domain/beaches/beach-filters.ts';
import { beachListingQuerySchema } from '../../../domain/beaches/beach-listing-query.ts';
import type { SyncFeed } from '../../../domain/sync/sync-feed-schema.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { NO_OTHER_ROWS } from '../../testing/sync-feed-rows.ts';
import { applySyncFeed } from './apply-sync-feed.ts';
import { MirrorDatabase } from './mirror-db.ts';
import {
  readAllBeaches,
  readBeach,
  readBeachesPage,
  readBeachWaterQuality,
  readParking,
} from './mirror-reads.ts';
import { StorageFullError } from './storage-errors.ts';
import { pullSync } from './sync-client.ts';

let db: MirrorDatabase;
let dbCount = 0;
beforeEach(() => {
  db = new MirrorDatabase(`mirror-test-${++dbCount}`);
});
afterEach(() => db.delete());

const empty = NO_OTHER_ROWS;
const noDeletions = { beaches: [], ...NO_OTHER_ROWS };

const torbay = buildApiBeach({ name: 'Oddicombe Beach', location: 'Torbay', hasParking: true });
const salcombe = buildApiBeach({
  name: 'North Sands',
  location: 'South Devon',
  hasParking: false,
  bathingWaterId: null,
  nearestBathingWater: { name: 'Salcombe South Sands', distanceM: 644 },
});
const croyde = buildApiBeach({ name: 'Croyde Bay', location: 'North Devon', hasParking: true });

const parking = (id: number, beachId: number, distanceToBeach: number | null) => ({
  id,
  beachId,
  name: `Car park ${id}`,
  owner: null,
  availability: null,
  location: null,
  cost: null,
  paymentMethods: [],
  capacity: null,
  heightRestriction: null,
  openingHours: null,
  specialNotes: null,
  distanceToBeach,
  latitude: null,
  longitude: null,
});

const snapshot: SyncFeed = {
  kind: 'snapshot',
  cursor: '10',
  beaches: [torbay, salcombe, croyde],
  ...empty,
  parking: [parking(1, torbay.id, 400), parking(2, torbay.id, 120), parking(3, croyde.id, null)],
  tideStations: [],
};

const delta = (changes: Partial<SyncFeed>): SyncFeed => ({
  kind: 'delta',
  cursor: '11',
  beaches: [],
  ...empty,
  deleted: noDeletions,
  ...changes,
});

describe('the mirror', () => {
  it('answers nothing before a snapshot, so the data layer asks the network', async () => {
    expect(await readAllBeaches(db)).toBeUndefined();
    expect(await readBeach(db, 'croyde-bay')).toBeUndefined();
  });

  it('holds a snapshot and answers the listing with the same rules as the API', async () => {
    await applySyncFeed(db, snapshot, new Date('2026-11-23T10:00:00Z'));
    expect(await db.meta.get('sync')).toMatchObject({
      cursor: '10',
      lastSyncedAt: '2026-11-23T10:00:00.000Z',
    });
    expect((await readAllBeaches(db))?.map((b) => b.name)).toEqual([
      'Croyde Bay',
      'North Sands',
      'Oddicombe Beach',
    ]);

    const search = new URLSearchParams('location=Torbay&hasParking=true');
    const page = await readBeachesPage(db, search);
    expect(page?.items.map((b) => b.name)).toEqual(['Oddicombe Beach']);
    expect(page).toEqual(
      queryBeaches(snapshot.beaches, beachListingQuerySchema.parse(Object.fromEntries(search))),
    );
    // A query the API would refuse is not answered locally: the server explains.
    expect(await readBeachesPage(db, new URLSearchParams('page=0'))).toBeUndefined();

    expect(await readBeach(db, 'north-sands')).toEqual(salcombe);
    expect(await readBeach(db, String(croyde.id))).toEqual(croyde);
    expect((await readParking(db, torbay.id))?.map((p) => p.id)).toEqual([2, 1]);
    expect(await readBeachWaterQuality(db, salcombe.id)).toEqual({
      record: null,
      note: 'The nearest Environment Agency bathing water is Salcombe South Sands, 640 m away; this beach is not sampled itself',
    });
  });

  it('applies a delta: changed rows replaced, deleted ids gone, a deleted beach takes its car parks', async () => {
    await applySyncFeed(db, snapshot);
    await applySyncFeed(
      db,
      delta({
        beaches: [{ ...croyde, safetyNotes: 'Rip currents at low tide' }],
        parking: [parking(4, croyde.id, 50)],
        deleted: { ...noDeletions, beaches: [torbay.id], parking: [3] },
      }),
    );
    expect((await readBeach(db, 'croyde-bay'))?.safetyNotes).toBe('Rip currents at low tide');
    expect(await readBeach(db, 'oddicombe-beach')).toBeUndefined();
    expect((await db.parking.toArray()).map((p) => p.id)).toEqual([4]);
    expect((await db.meta.get('sync'))?.cursor).toBe('11');
  });

  it('keeps the old data and cursor when the disk is full, and says so clearly', async () => {
    await applySyncFeed(db, snapshot);
    const bulkPut = db.beaches.bulkPut.bind(db.beaches);
    // What Chrome does when the disk is full: the write fails and the transaction aborts.
    db.beaches.bulkPut = (() =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))) as never;
    const failed = applySyncFeed(db, delta({ beaches: [{ ...croyde, name: 'Renamed' }] }));
    await expect(failed).rejects.toBeInstanceOf(StorageFullError);
    await expect(failed).rejects.toThrow(/out of space/);
    db.beaches.bulkPut = bulkPut;
    expect((await readBeach(db, 'croyde-bay'))?.name).toBe('Croyde Bay');
    expect((await db.meta.get('sync'))?.cursor).toBe('10');
  });
});

describe('pullSync', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('asks for the snapshot first, then deltas from the stored cursor', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return answer(200, asked.length === 1 ? snapshot : delta({}));
    }) as typeof fetch;
    expect(await pullSync(db, fetchImpl)).toEqual({ kind: 'snapshot', changed: true, refetched: false });
    expect(await pullSync(db, fetchImpl)).toEqual({ kind: 'delta', changed: false, refetched: false });
    expect(asked).toEqual(['/api/sync', '/api/sync?since=10']);
  });

  it('starts again from the snapshot when the server says the cursor expired (410)', async () => {
    await applySyncFeed(db, { ...snapshot, cursor: '3' });
    await db.beaches.put(buildApiBeach({ name: 'Deleted long ago' }));
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return url.includes('since')
        ? answer(410, { error: { code: 'sync_cursor_expired', message: 'fetch the snapshot again' } })
        : answer(200, snapshot);
    }) as typeof fetch;
    expect(await pullSync(db, fetchImpl)).toMatchObject({ kind: 'snapshot', refetched: true });
    expect(asked).toEqual(['/api/sync?since=3', '/api/sync']);
    expect(await readBeach(db, 'deleted-long-ago')).toBeUndefined();
    expect((await db.meta.get('sync'))?.cursor).toBe('10');
  });

  it('writes nothing from an answer that is not a sync feed, or a server error', async () => {
    await expect(
      pullSync(db, (async () => answer(200, { kind: 'snapshot' })) as typeof fetch),
    ).rejects.toThrow();
    await expect(pullSync(db, (async () => answer(503, {})) as typeof fetch)).rejects.toThrow(/503/);
    expect(await db.meta.get('sync')).toBeUndefined();
  });
});

describe('networkKeepingCopy (reviews, photos, feedback)', () => {
  const reviews = [{ id: 1, rating: 5 }];
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  afterEach(() => localStorage.clear());

  it('keeps nothing before the phone holds the offline copy (the first visit does not load the mirror)', async () => {
    const { networkKeepingCopy } = await import('../queries/read-through.ts');
    const { NeedsConnectionError } = await import('../http/needs-connection.ts');
    expect(await networkKeepingCopy(43, 'reviews', async () => reviews)).toEqual(reviews);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(networkKeepingCopy(43, 'reviews', offline)).rejects.toBeInstanceOf(NeedsConnectionError);
  });

  it('keeps what the network answered, answers with it offline, and says "needs a connection" when there is none', async () => {
    const { networkKeepingCopy } = await import('../queries/read-through.ts');
    const { NeedsConnectionError } = await import('../http/needs-connection.ts');
    const { noteMirrorHasData } = await import('./mirror-hint.ts');
    noteMirrorHasData('2026-11-24T10:00:00Z');
    expect(await networkKeepingCopy(41, 'reviews', async () => reviews)).toEqual(reviews);
    await vi.waitFor(async () => expect(await networkKeepingCopy(41, 'reviews', offline)).toEqual(reviews));
    await expect(networkKeepingCopy(42, 'reviews', offline)).rejects.toBeInstanceOf(NeedsConnectionError);
    // A server's own refusal is not hidden behind an old copy.
    const refused = Object.assign(new Error('500: boom'), { status: 500 });
    await expect(networkKeepingCopy(41, 'reviews', () => Promise.reject(refused))).rejects.toBe(refused);
  });
});

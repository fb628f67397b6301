import 'fake-indexeddb/auto';
import Dexie, { RangeSet } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryBeaches } from '../../../domain/beaches/beach-filters.ts';
import { beachListingQuerySchema } from '../../../domain/beaches/beach-listing-query.ts';
import type { Beach } from '../../../domain/beaches/beach-schema.ts';
import type { SyncFeed } from '../../../domain/sync/sync-feed-schema.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { NO_OTHER_ROWS } from '../../testing/sync-feed-rows.ts';
import { applySyncFeed } from './apply-sync-feed.ts';
import { MirrorDatabase } from './mirror-db.ts';
import { readAllBeaches, readBeachesPage } from './mirror-reads.ts';

let db: MirrorDatabase;
let dbCount = 0;
beforeEach(() => {
  db = new MirrorDatabase(`mirror-beach-list-test-${++dbCount}`);
});
afterEach(() => db.delete());

const names = async () => (await readAllBeaches(db))?.map((b) => b.name);
const searchFor = (text: string) => readBeachesPage(db, new URLSearchParams({ search: text }));

const croyde = buildApiBeach({ name: 'Croyde Bay', location: 'North Devon', totalReviews: 4 });
const bantham = buildApiBeach({ name: 'Bantham', location: 'South Devon', totalReviews: 2 });
const snapshot: SyncFeed = {
  kind: 'snapshot',
  cursor: '10',
  beaches: [croyde, bantham],
  ...NO_OTHER_ROWS,
  tideStations: [],
};
const delta = (cursor: string, changes: Partial<SyncFeed>): SyncFeed => ({
  kind: 'delta',
  cursor,
  beaches: [],
  ...NO_OTHER_ROWS,
  deleted: { beaches: [], ...NO_OTHER_ROWS },
  ...changes,
});

/** A write as another tab makes it: on its own connection, unseen by this page's Dexie. */
async function writeFromAnotherTab(beach: Beach, cursor?: string) {
  const connection = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(db.name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = connection.transaction(['beaches', 'meta'], 'readwrite');
  tx.objectStore('beaches').put(beach);
  if (cursor) {
    const at = new Date().toISOString();
    tx.objectStore('meta').put({ key: 'sync', cursor, lastSyncedAt: at, snapshotAt: at });
  }
  await new Promise((resolve) => {
    tx.oncomplete = resolve;
  });
  connection.close();
}

describe('the beaches kept in memory', () => {
  it('are read from IndexedDB once, then answer every read until the mirror changes', async () => {
    await applySyncFeed(db, snapshot);
    const toArray = vi.spyOn(db.beaches, 'toArray');
    expect(await names()).toEqual(['Bantham', 'Croyde Bay']);
    expect((await searchFor('croy'))?.items.map((b) => b.name)).toEqual(['Croyde Bay']);
    expect((await searchFor('b'))?.total).toBe(2);
    expect(toArray).toHaveBeenCalledTimes(1);

    await applySyncFeed(db, delta('11', { beaches: [{ ...bantham, name: 'Bantham Sands' }] }));
    expect((await searchFor('sands'))?.items.map((b) => b.name)).toEqual(['Bantham Sands']);
    expect(toArray).toHaveBeenCalledTimes(2);
  });

  it('are answered together when several screens ask at once', async () => {
    await applySyncFeed(db, snapshot);
    const toArray = vi.spyOn(db.beaches, 'toArray');
    const [all, page] = await Promise.all([readAllBeaches(db), searchFor('bay')]);
    expect(all).toHaveLength(2);
    expect(page?.total).toBe(1);
    expect(toArray).toHaveBeenCalledTimes(1);
  });

  it('are never answered from after a sync changed the mirror: changed, added and deleted beaches', async () => {
    await applySyncFeed(db, snapshot);
    expect(await names()).toEqual(['Bantham', 'Croyde Bay']);
    const added = buildApiBeach({ name: 'Aardvark Cove' });
    await applySyncFeed(
      db,
      delta('11', {
        beaches: [{ ...croyde, name: 'Croyde Sands' }, added],
        deleted: { beaches: [bantham.id], ...NO_OTHER_ROWS },
      }),
    );
    expect(await names()).toEqual(['Aardvark Cove', 'Croyde Sands']);
    expect((await searchFor('bantham'))?.total).toBe(0);
    await applySyncFeed(db, { ...snapshot, cursor: '12', beaches: [bantham] });
    expect(await names()).toEqual(['Bantham']);
  });

  it.each([
    ['put', () => db.beaches.put({ ...croyde, name: 'Put Beach' })],
    ['bulkPut', () => db.beaches.bulkPut([{ ...croyde, name: 'Put Beach' }])],
    ['update', () => db.beaches.update(croyde.id, { name: 'Put Beach' })],
    ['modify', () => db.beaches.where('slug').equals(croyde.slug).modify({ name: 'Put Beach' })],
  ])("are never answered from after any write to the mirror's beaches (%s)", async (_, write) => {
    await applySyncFeed(db, snapshot);
    expect(await names()).toEqual(['Bantham', 'Croyde Bay']);
    await write();
    expect(await names()).toEqual(['Bantham', 'Put Beach']);
    expect((await searchFor('put'))?.items.map((b) => b.id)).toEqual([croyde.id]);
  });

  it('follow deletions, a cleared table and a forgotten snapshot', async () => {
    await applySyncFeed(db, snapshot);
    expect(await names()).toHaveLength(2);
    await db.beaches.delete(bantham.id);
    expect(await names()).toEqual(['Croyde Bay']);
    await db.beaches.clear();
    expect(await names()).toEqual([]);
    await db.meta.delete('sync');
    expect(await readAllBeaches(db)).toBeUndefined();
    expect(await searchFor('bay')).toBeUndefined();
  });

  it('are not kept from a read that a write overtook', async () => {
    await applySyncFeed(db, snapshot);
    const reading = names();
    const writing = db.beaches.put({ ...bantham, name: 'Written Meanwhile' });
    const during = await reading;
    await writing;
    // Whatever the overtaken read saw, the next read sees the write.
    expect(during).toHaveLength(2);
    expect(await names()).toEqual(['Croyde Bay', 'Written Meanwhile']);
  });

  it('are read again after a write that another tab reports while they are being read', async () => {
    await applySyncFeed(db, snapshot);
    const read = db.beaches.toArray.bind(db.beaches);
    const toArray = vi.spyOn(db.beaches, 'toArray').mockImplementationOnce(() => {
      Dexie.on.storagemutated.fire({ [`idb://${db.name}/beaches/`]: new RangeSet(croyde.id) });
      return read();
    });
    await names();
    await names();
    expect(toArray).toHaveBeenCalledTimes(2);
  });

  it("see another tab's sync at once, by its sync marker", async () => {
    await applySyncFeed(db, snapshot);
    expect(await names()).toEqual(['Bantham', 'Croyde Bay']);
    await writeFromAnotherTab({ ...croyde, name: 'Synced Elsewhere' }, '11');
    expect(await names()).toEqual(['Bantham', 'Synced Elsewhere']);
  });

  it("see any other tab's write once Dexie's broadcast of it arrives", async () => {
    await applySyncFeed(db, snapshot);
    expect(await names()).toEqual(['Bantham', 'Croyde Bay']);
    await writeFromAnotherTab({ ...croyde, name: 'Written Elsewhere' });
    // What Dexie's BroadcastChannel delivers from the other tab's commit.
    Dexie.on.storagemutated.fire({ [`idb://${db.name}/beaches/`]: new RangeSet(croyde.id) });
    expect(await names()).toEqual(['Bantham', 'Written Elsewhere']);
  });

  it('see writes made through another Dexie object on the same database', async () => {
    await applySyncFeed(db, snapshot);
    expect(await names()).toEqual(['Bantham', 'Croyde Bay']);
    const other = new MirrorDatabase(db.name);
    await other.beaches.put({ ...croyde, name: 'Other Object' });
    other.close();
    expect(await names()).toEqual(['Bantham', 'Other Object']);
  });

  it('hand out a new array each time: a caller that sorts its copy does not move the next answer', async () => {
    await applySyncFeed(db, snapshot);
    const first = await readAllBeaches(db);
    first?.reverse();
    expect(await names()).toEqual(['Bantham', 'Croyde Bay']);
  });

  it("answer the listing exactly as queryBeaches answers over the mirror's list", async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      buildApiBeach({
        name: `${['Sandy', 'north', 'Porth', 'sandy'][i % 4]} Beach ${i % 7}`,
        slug: `beach-${i}`,
        location: i % 2 ? 'Cornwall' : 'Torbay',
        averageRating: i % 5,
        totalReviews: i % 3,
        hasParking: i % 3 === 0,
      }),
    );
    await applySyncFeed(db, { ...snapshot, beaches: many });
    const list = (await readAllBeaches(db)) ?? [];
    const now = new Date();
    for (const query of [
      'search=sandy',
      'search=BEACH 3&sortBy=rating',
      'location=Cornwall&sortBy=reviews&page=2&pageSize=5',
      'hasParking=true&sortBy=location',
    ]) {
      const search = new URLSearchParams(query);
      const expected = queryBeaches(list, beachListingQuerySchema.parse(Object.fromEntries(search)), now);
      expect(await readBeachesPage(db, search)).toEqual(expected);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { syncFeedSchema } from '../../../domain/sync/sync-feed-schema.ts';
import { pruneTombstones } from '../../services/change-versions.ts';
import { getRaw } from '../../testing/raw-get.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { insertSample } from '../../testing/water-quality-samples.ts';

const t = setupTestApp();

/** GET /api/sync with the raw bytes kept, so the test sees exactly what travels. */
const sync = (query = '', headers: Record<string, string> = {}) =>
  getRaw(t.callback, `/api/sync${query}`, headers);

const json = (res: { body: Buffer }) => JSON.parse(res.body.toString('utf8'));
const deltaSince = async (cursor: string) => json(await sync(`?since=${cursor}`).expect(200));
const snapshot = async () => json(await sync('', { 'Accept-Encoding': 'identity' }).expect(200));

describe('GET /api/sync with no cursor: the snapshot', () => {
  it('holds everything the app keeps offline, and a cursor', async () => {
    // The seed holds no sample results (it invents none): a sample taken yesterday must travel.
    const { beachId } = await t.db.knex('water_quality').first('beachId');
    const yesterday = new Date(Date.now() - 86_400_000);
    await insertSample(t.db.knex, beachId, yesterday);
    const body = await snapshot();
    expect(body.kind).toBe('snapshot');
    expect(body.cursor).toMatch(/^\d+$/);
    expect(body.beaches).toHaveLength(180);
    expect(body.beaches[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      latitude: expect.any(String),
    });
    const withWater = Number((await t.db.knex('water_quality').count({ n: '*' }))[0].n);
    expect(body.waterQuality).toHaveLength(withWater);
    expect(body.waterQualityHistory).toEqual([
      expect.objectContaining({
        beachId,
        sample: expect.objectContaining({ sampledAt: yesterday.toISOString() }),
      }),
    ]);
    expect(body.parking.length).toBe(Number((await t.db.knex('parking').count({ n: '*' }))[0].n));
    expect(body.eateries.length).toBeGreaterThan(0);
    const approved = await t.db.knex('walking_routes').where({ isApproved: true }).count({ n: '*' });
    expect(body.walkingRoutes).toHaveLength(Number(approved[0].n));
    const published = await t.db.knex('blog_posts').where({ isPublished: true }).count({ n: '*' });
    expect(body.blogPosts).toHaveLength(Number(published[0].n));
    expect(body.blogPosts[0].content).toEqual(expect.any(String));
    expect(body.tideStations).toHaveLength(14);
    expect(body.tideStations[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      attribution: expect.any(String),
    });
    expect(body.deleted).toBeUndefined();
    // The app's schema reads it whole: no field missing, none it would drop.
    expect(syncFeedSchema.parse(body)).toEqual(body);
  });

  it('is sent pre-compressed (brotli, gzip) with a strong ETag, and 304 when unchanged', async () => {
    const plain = await sync('', { 'Accept-Encoding': 'identity' }).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await sync('', { 'Accept-Encoding': 'gzip, deflate, br' }).expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    // supertest decodes both encodings: the bytes must be the same JSON, the wire far smaller.
    expect(br.body.equals(plain.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.body.length / 8);
    const gz = await sync('', { 'Accept-Encoding': 'gzip' }).expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(plain.body)).toBe(true);
    expect(Number(gz.headers['content-length'])).toBeGreaterThan(Number(br.headers['content-length']));
    expect(br.headers.vary).toMatch(/Accept-Encoding/);

    const etag = br.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(gz.headers.etag).toBe(etag);
    await sync('', { 'If-None-Match': etag, 'Accept-Encoding': 'br' }).expect(304);

    // A write that no snapshot holds (a review, a photo) moves the version on, not the snapshot.
    await t.db.knex.transaction((trx) => trx.raw('SELECT next_change_version()'));
    await sync('', { 'If-None-Match': etag, 'Accept-Encoding': 'br' }).expect(304);

    await t.db.knex('beaches').where({ slug: 'croyde-beach' }).update({ parkingInfo: 'Pay and display' });
    const changed = await sync('', { 'If-None-Match': etag, 'Accept-Encoding': 'br' }).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    const croyde = json(changed).beaches.find((b: { slug: string }) => b.slug === 'croyde-beach');
    expect(croyde.parkingInfo).toBe('Pay and display');
  });
});

describe('GET /api/sync?since=<cursor>: the delta', () => {
  it('is empty, and under 1 KB, when nothing changed', async () => {
    const { cursor } = await snapshot();
    const res = await sync(`?since=${cursor}`).expect(200);
    const body = json(res);
    expect(body).toMatchObject({ kind: 'delta', cursor, beaches: [], parking: [], blogPosts: [] });
    expect(Object.values(body.deleted).flat()).toEqual([]);
    expect(res.body.length).toBeLessThan(1024);
  });

  it('holds the rows changed since, the ids deleted since, and a cursor past them', async () => {
    const { knex } = t.db;
    const { cursor } = await snapshot();
    const beach = await knex('beaches').where({ slug: 'woolacombe-beach' }).first('id');
    await knex('beaches').where({ id: beach.id }).update({ safetyNotes: 'Strong rip currents at low tide' });
    const [car] = await knex('parking').insert({ beachId: beach.id, name: 'Test field' }, ['id']);
    const gone = await knex('parking').whereNot({ id: car.id }).first('id');
    await knex('parking').where({ id: gone.id }).delete();
    const post = await knex('blog_posts').where({ isPublished: true }).first('id');
    await knex('blog_posts').where({ id: post.id }).update({ isPublished: false });
    const removed = await knex('beaches').whereNot({ id: beach.id }).first('id');
    await knex('beaches').where({ id: removed.id }).update({ deletedAt: knex.fn.now() });

    const delta = await deltaSince(cursor);
    expect(Number(delta.cursor)).toBeGreaterThan(Number(cursor));
    expect(delta.beaches.map((b: { id: number }) => b.id)).toEqual([beach.id]);
    expect(delta.beaches[0].safetyNotes).toBe('Strong rip currents at low tide');
    expect(delta.parking.map((p: { id: number }) => p.id)).toEqual([car.id]);
    expect(delta.deleted.parking).toEqual([gone.id]);
    expect(delta.deleted.blogPosts).toEqual([post.id]);
    expect(delta.deleted.beaches).toEqual([removed.id]);
    expect(delta.blogPosts).toEqual([]);
    expect(syncFeedSchema.parse(delta)).toEqual(delta);

    // The next delta starts where this one ended: nothing again.
    const next = await deltaSince(delta.cursor);
    expect(next.beaches).toEqual([]);
    expect(Object.values(next.deleted).flat()).toEqual([]);

    // The snapshot agrees: the deleted beach and unpublished post are not in it.
    const fresh = await snapshot();
    expect(fresh.beaches.some((b: { id: number }) => b.id === removed.id)).toBe(false);
    expect(fresh.blogPosts.some((p: { id: number }) => p.id === post.id)).toBe(false);
    expect(fresh.parking.some((p: { id: number }) => p.id === gone.id)).toBe(false);
  });

  it('answers 410 sync_cursor_expired for a cursor it can no longer serve', async () => {
    const { knex } = t.db;
    const { cursor } = await snapshot();
    const expired = async (since: string) => {
      const res = await sync(`?since=${since}`).expect(410);
      expect(json(res).error.code).toBe('sync_cursor_expired');
    };
    // From another database (ahead of this one).
    await expired(String(Number(cursor) + 1000));

    // Older than the pruned tombstones: a deletion it needs may be gone.
    const row = await knex('parking').first('id');
    await knex('parking').where({ id: row.id }).delete();
    await knex('sync_tombstones').update({ deletedAt: new Date(Date.now() - 40 * 86_400_000) });
    expect(await pruneTombstones(knex, 30)).toBeGreaterThan(0);
    await expired(cursor);
    const { cursor: now } = await snapshot();
    await sync(`?since=${now}`).expect(200);
  });

  it('refuses a cursor that is not one with a 400', async () => {
    for (const since of ['abc', '-1', '1e3', '9'.repeat(40), '']) {
      const res = await sync(`?since=${encodeURIComponent(since)}`);
      expect([400], `since=${since}`).toContain(res.status);
      expect(json(res).error.code).toBe('validation_failed');
    }
  });
});

// PGlite has one connection, so a writer still in flight needs a real server.
describe.runIf(process.env.DATABASE_URL)('GET /api/sync beside a writer that has not committed', () => {
  it('stops the cursor below the open write, and the next delta brings it', async () => {
    const { knex } = t.db;
    const { cursor } = await snapshot();
    const beach = await knex('beaches').where({ slug: 'bantham-beach' }).first('id');
    const writer = await knex.transaction();
    try {
      await writer('beaches').where({ id: beach.id }).update({ accessInfo: 'Path from the car park' });
      const during = await deltaSince(cursor);
      expect(during.cursor).toBe(cursor);
      expect(during.beaches).toEqual([]);
      await writer.commit();
    } finally {
      if (!writer.isCompleted()) await writer.rollback();
    }
    const after = await deltaSince(cursor);
    expect(after.beaches.map((b: { id: number }) => b.id)).toEqual([beach.id]);
    expect(after.beaches[0].accessInfo).toBe('Path from the car park');
  });
});

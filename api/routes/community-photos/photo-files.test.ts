/**
 * Issue #8 items 13 and 14: a photo's files exist exactly while its row does. Uploads are staged
 * out of view and published after the commit; a delete makes every URL a 404 at once; the
 * start-up sweep removes what a crash left behind.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_MIN_AGE_MS, sweepOrphanPhotoFiles } from '../../services/community-photos.ts';
import { LocalPhotoStorage, STAGING_DIR } from '../../storage/local-photo-storage.ts';
import { adminSessionCookie, type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { photo } from '../../testing/images.ts';
import { filesUnder, insertPhotoRow } from '../../testing/stored-files.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let owner: SignedUp;
let other: SignedUp;
let beachId: number;

beforeAll(async () => {
  owner = await signUpAndVerify(t);
  other = await signUpAndVerify(t);
  beachId = (await request(t.callback).get('/api/beaches/woolacombe-beach').expect(200)).body.id;
});

interface Variant {
  webp: string;
  jpeg: string;
}

async function uploadOne(app = t.callback) {
  const res = await request(app)
    .post(`/api/beaches/${beachId}/community-photos-bulk`)
    .set('Cookie', owner.cookie)
    .attach('photos', await photo(700, 500), 'a.jpg');
  return res;
}

describe('a deleted photo stops being served', () => {
  it('answers 404 for every variant at once, with its files gone from disk', async () => {
    const res = await uploadOne();
    expect(res.status).toBe(201);
    const stored = res.body.photos[0];
    const urls = (stored.variants as Variant[]).flatMap((v) => [v.webp, v.jpeg]);
    const row = await t.db.knex('community_photos').where({ id: stored.id }).first();
    const folder = join(t.uploadsDir, row.storageKey);
    expect(filesUnder(folder)).toHaveLength(urls.length);
    // Published, nothing left in the staging area.
    expect(filesUnder(join(t.uploadsDir, STAGING_DIR))).toEqual([]);

    for (const url of urls) {
      const file = await request(t.callback).get(url).expect(200);
      // Revalidated on every use (not a year as immutable), cheaply: 304 while it exists.
      expect(file.headers['cache-control']).toBe('public, no-cache');
      expect(file.headers.etag).toMatch(/^W\/"/);
      await request(t.callback).get(url).set('If-None-Match', file.headers.etag).expect(304);
    }

    await request(t.callback)
      .delete(`/api/community-photos/${stored.id}`)
      .set('Cookie', owner.cookie)
      .expect(204);
    for (const url of urls) {
      const gone = await request(t.callback).get(url).expect(404);
      expect(gone.body.error.code).toBe('not_found');
    }
    expect(existsSync(folder)).toBe(false);
    expect(filesUnder(join(t.uploadsDir, STAGING_DIR))).toEqual([]);
  });

  it('never reuses a URL: each photo has its own folder', async () => {
    const [a, b] = [await uploadOne(), await uploadOne()];
    expect(a.body.photos[0].photoUrl).not.toBe(b.body.photos[0].photoUrl);
    expect(a.body.photos[0].photoUrl).toMatch(/^\/uploads\/community\/[0-9a-f-]{36}\/\d+\.jpg$/);
  });
});

describe('staging', () => {
  it('does not serve staged files', async () => {
    const storage = new LocalPhotoStorage(t.uploadsDir);
    const key = `community/${randomUUID()}/150.jpg`;
    await storage.put(key, await photo(150, 100), 'image/jpeg');
    await request(t.callback).get(`/uploads/${STAGING_DIR}/${key}`).expect(404);
    await request(t.callback).get(`/uploads/${key}`).expect(404);
    await storage.deletePrefix(key.replace(/150\.jpg$/, ''));
  });

  it('takes the rows back when publishing fails after the commit', async () => {
    const disk = new LocalPhotoStorage(join(t.uploadsDir, 'unpublishable'));
    const failing = Object.assign(Object.create(disk), {
      publish: async () => {
        throw new Error('disk gone read-only');
      },
    });
    const before = (await t.db.knex('community_photos')).length;
    const res = await uploadOne(t.makeApp({}, { photoStorage: failing }).callback());
    expect(res.status).toBe(500);
    expect(await t.db.knex('community_photos')).toHaveLength(before);
    expect(filesUnder(disk.root)).toEqual([]);
  });
});

describe('the start-up sweep', () => {
  /** A folder as a crash leaves it, staged or published, with or without its row. */
  async function leftover(
    storage: LocalPhotoStorage,
    { published, row }: { published: boolean; row: boolean },
  ) {
    const prefix = `community/${randomUUID()}/`;
    const dir = join(published ? storage.root : storage.staging, prefix);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '150.jpg'), await photo(150, 100));
    if (row) await insertPhotoRow(t.db.knex, storage, { beachId, userId: owner.id, prefix });
    return prefix;
  }

  it('removes folders with no row, publishes staged ones whose row was committed, keeps the rest', async () => {
    const storage = new LocalPhotoStorage(join(t.uploadsDir, 'sweep'));
    const orphanStaged = await leftover(storage, { published: false, row: false });
    const orphanPublished = await leftover(storage, { published: true, row: false });
    const committedStaged = await leftover(storage, { published: false, row: true });
    const live = await leftover(storage, { published: true, row: true });

    const later = Date.now() + SWEEP_MIN_AGE_MS + 1000;
    const report = await sweepOrphanPhotoFiles(t.db.knex, storage, { now: later });
    expect(report.removed.sort()).toEqual([orphanStaged, orphanPublished].sort());
    expect(report.published).toEqual([committedStaged]);
    expect(report.failed).toEqual([]);
    const published = readdirSync(join(storage.root, 'community')).map((name) => `community/${name}/`);
    expect(published.sort()).toEqual([committedStaged, live].sort());
    expect(filesUnder(storage.staging)).toEqual([]);
  });

  it('leaves young folders alone: another process may be writing them', async () => {
    const storage = new LocalPhotoStorage(join(t.uploadsDir, 'young'));
    const staged = await leftover(storage, { published: false, row: false });
    const published = await leftover(storage, { published: true, row: false });
    const report = await sweepOrphanPhotoFiles(t.db.knex, storage);
    expect(report).toEqual({ removed: [], published: [], failed: [] });
    expect(existsSync(join(storage.staging, staged))).toBe(true);
    expect(existsSync(join(storage.root, published))).toBe(true);
  });
});

describe('DELETE /api/community-photos/:id', () => {
  type Actor = 'visitor' | 'admin session' | 'other user' | 'owner';
  const matrix: [Actor, number][] = [
    ['visitor', 401],
    ['admin session', 401],
    ['other user', 404],
    ['owner', 204],
  ];
  it.each(matrix)('%s: %i', async (actor, status) => {
    const res = await uploadOne();
    expect(res.status).toBe(201);
    const stored = res.body.photos[0];
    const cookie = {
      visitor: '',
      'admin session': await adminSessionCookie(t),
      'other user': other.cookie,
      owner: owner.cookie,
    }[actor];
    await request(t.callback)
      .delete(`/api/community-photos/${stored.id}`)
      .set('Cookie', cookie)
      .expect(status);
    const row = await t.db.knex('community_photos').where({ id: stored.id }).first();
    const file = await request(t.callback).get(stored.photoUrl);
    if (actor === 'owner') {
      expect(row).toBeUndefined();
      expect(file.status).toBe(404);
    } else {
      expect(row).toBeDefined();
      expect(file.status).toBe(200);
    }
  });

  it('is a 404 for an unknown or malformed id', async () => {
    await request(t.callback).delete('/api/community-photos/999999').set('Cookie', owner.cookie).expect(404);
    await request(t.callback).delete('/api/community-photos/x').set('Cookie', owner.cookie).expect(404);
  });
});

describe('a failed upload leaves nothing behind', () => {
  it('removes the files already written when storage fails part-way', async () => {
    const disk = new LocalPhotoStorage(join(t.uploadsDir, 'failing'));
    let puts = 0;
    const failing = Object.assign(Object.create(disk), {
      put: async (key: string, body: Buffer, type: string) => {
        if (++puts === 7) throw new Error('disk full');
        return disk.put(key, body, type);
      },
    });
    const app = t.makeApp({}, { photoStorage: failing }).callback();
    const before = (await t.db.knex('community_photos')).length;
    const res = await request(app)
      .post(`/api/beaches/${beachId}/community-photos-bulk`)
      .set('Cookie', owner.cookie)
      .attach('photos', await photo(700, 500), 'a.jpg')
      .attach('photos', await photo(700, 500), 'b.jpg');
    expect(res.status).toBe(500);
    expect(puts).toBe(7);
    expect(await t.db.knex('community_photos')).toHaveLength(before);
    expect(filesUnder(disk.root)).toEqual([]);
  });

  it('removes the files when the database refuses the rows', async () => {
    const [{ id: vanishingId }] = await t.db
      .knex('beaches')
      .insert({
        slug: 'vanishing-cove',
        name: 'Vanishing Cove',
        location: 'South Devon',
        latitude: 50.3,
        longitude: -3.8,
        accessType: 'year-round',
        beachType: 'sandy',
      })
      .returning('id');
    const disk = new LocalPhotoStorage(join(t.uploadsDir, 'vanishing'));
    // The beach disappears while the photo is being written, so the insert breaks its foreign key.
    const vanishing = Object.assign(Object.create(disk), {
      put: async (key: string, body: Buffer, type: string) => {
        await t.db.knex('beaches').where({ id: vanishingId }).delete();
        return disk.put(key, body, type);
      },
    });
    const app = t.makeApp({}, { photoStorage: vanishing }).callback();
    const res = await request(app)
      .post(`/api/beaches/${vanishingId}/community-photos-bulk`)
      .set('Cookie', owner.cookie)
      .attach('photos', await photo(200, 150), 'a.jpg');
    expect(res.status).toBe(409);
    expect(await t.db.knex('community_photos').where({ beachId: vanishingId })).toEqual([]);
    expect(filesUnder(disk.root)).toEqual([]);
  });
});

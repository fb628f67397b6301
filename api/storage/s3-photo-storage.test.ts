/**
 * Photos in an S3-compatible bucket (issue #14 item 3), against a real S3 server (s3rver) and
 * the real app: the storage calls one by one, then uploads, serving (through the app, and from
 * the bucket's public URL), deletes and the start-up sweep.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_MIN_AGE_MS, sweepOrphanPhotoFiles } from '../services/community-photos.ts';
import { type SignedUp, signUpAndVerify } from '../testing/accounts.ts';
import { buildAdminBeach } from '../testing/admin-beaches.ts';
import { signInNewAdmin } from '../testing/admins.ts';
import { photo } from '../testing/images.ts';
import { S3RVER_KEYS, startS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { insertPhotoRow } from '../testing/stored-files.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { PHOTO_CACHE_CONTROL } from './photo-storage.ts';
import { S3PhotoStorage } from './s3-photo-storage.ts';

const t = setupTestApp();
// Started while setupTestApp opens the database: it boots in a process of its own.
const s3Starting = startS3Server();
let s3: TestS3Server;
/** Pages of two objects: every listing and delete below takes several requests. */
let storage: S3PhotoStorage;
/** The app serving photos from the bucket at /uploads/…, and the one linking to its public URL. */
let throughApp: ReturnType<typeof t.app.callback>;
let publicApp: ReturnType<typeof t.app.callback>;
let publicUrl: string;
let owner: SignedUp;
let beachId: number;

beforeAll(async () => {
  s3 = await s3Starting;
  storage = new S3PhotoStorage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: S3RVER_KEYS,
    pageSize: 2,
  });
  publicUrl = `${s3.endpoint}/${s3.bucket}`;
  throughApp = t.makeApp(s3.env).callback();
  publicApp = t.makeApp({ ...s3.env, S3_PUBLIC_URL: `${publicUrl}/` }).callback();
  owner = await signUpAndVerify(t);
  beachId = (await request(t.callback).get('/api/beaches/woolacombe-beach').expect(200)).body.id;
});

afterAll(async () => (await s3Starting).stop());

/** Every key in the bucket under `prefix`. */
async function keys(prefix: string): Promise<string[]> {
  const page = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
}

async function bytesOf(key: string): Promise<Buffer> {
  const object = await storage.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await (object.Body?.transformToByteArray() ?? []));
}

const folder = (parent = 'community') => `${parent}/${randomUUID()}/`;

async function upload(app: typeof throughApp, id = beachId) {
  const res = await request(app)
    .post(`/api/beaches/${id}/community-photos-bulk`)
    .set('Cookie', owner.cookie)
    .attach('photos', await photo(320, 240), 'a.jpg')
    .expect(201);
  const stored = res.body.photos[0];
  const row = await t.db.knex('community_photos').where({ id: stored.id }).first();
  return { ...stored, storageKey: row.storageKey as string } as {
    id: number;
    photoUrl: string;
    storageKey: string;
    variants: { webp: string; jpeg: string }[];
  };
}

describe('S3PhotoStorage against an S3 server', () => {
  it('stages a put out of view, with its type and cache policy, and refuses to overwrite it', async () => {
    const key = `${folder()}150.jpg`;
    const first = await photo(150, 100);
    await storage.put(key, first, 'image/jpeg');
    expect(await keys(`staging/${key}`)).toEqual([`staging/${key}`]);
    expect(await keys(key)).toEqual([]);
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `staging/${key}` }),
    );
    expect(head).toMatchObject({ ContentType: 'image/jpeg', CacheControl: PHOTO_CACHE_CONTROL });

    await expect(storage.put(key, await photo(150, 100, '#ff0000'), 'image/jpeg')).rejects.toThrow(
      /already exists/,
    );
    expect((await bytesOf(`staging/${key}`)).equals(first)).toBe(true);
    // Neither its public key nor its staged one is served.
    await request(throughApp).get(`/uploads/${key}`).expect(404);
    await request(throughApp).get(`/uploads/staging/${key}`).expect(404);
    expect(await storage.read(`staging/${key}`)).toBeNull();
  });

  it('publishes a whole folder: every file served, nothing left staged', async () => {
    const prefix = folder();
    const files = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(20 * n, 20)));
    for (const [i, file] of files.entries()) await storage.put(`${prefix}${i}.jpg`, file, 'image/jpeg');
    await storage.publish(prefix);
    expect(await keys(prefix)).toEqual(files.map((_, i) => `${prefix}${i}.jpg`));
    expect(await keys(`staging/${prefix}`)).toEqual([]);
    const served = await request(throughApp).get(`/uploads/${prefix}4.jpg`).buffer(true).expect(200);
    expect((served.body as Buffer).equals(files[4])).toBe(true);
    // Published already (another process's sweep): fine. Nothing there at all: an error.
    await storage.publish(prefix);
    await expect(storage.publish(folder())).rejects.toThrow(/nothing staged/);
  });

  it('lists the folders under a parent, staged and published, each with its newest change', async () => {
    const parent = `listing${randomUUID().slice(0, 8)}/`;
    const [a, b, c] = [folder(parent.slice(0, -1)), folder(parent.slice(0, -1)), folder(parent.slice(0, -1))];
    const jpeg = await photo(20, 20);
    for (const name of ['1.jpg', '2.jpg', '3.jpg']) await storage.put(`${a}${name}`, jpeg, 'image/jpeg');
    await storage.publish(a);
    s3.age(a, 10 * 60_000);
    // One file written since: the folder changed now, however old the rest.
    await storage.put(`${a}4.jpg`, jpeg, 'image/jpeg');
    await storage.publish(a);
    await storage.put(`${b}1.jpg`, jpeg, 'image/jpeg');
    s3.age(`staging/${b}`, 5 * 60_000);
    await storage.put(`${c}1.jpg`, jpeg, 'image/jpeg');
    await storage.publish(c);
    s3.age(c, 10 * 60_000);
    await storage.put(`${parent}loose.jpg`, jpeg, 'image/jpeg');

    const found = await storage.listPrefixes(parent);
    const byPrefix = (p: string) => found.filter((f) => f.prefix === p);
    expect(found).toHaveLength(3);
    expect(byPrefix(a)).toEqual([{ prefix: a, published: true, changedAt: expect.any(Date) }]);
    expect(byPrefix(b)).toEqual([{ prefix: b, published: false, changedAt: expect.any(Date) }]);
    expect(byPrefix(c)).toEqual([{ prefix: c, published: true, changedAt: expect.any(Date) }]);
    const ageOf = (p: string) => Date.now() - byPrefix(p)[0].changedAt.getTime();
    expect(ageOf(a)).toBeLessThan(60_000);
    expect(ageOf(b)).toBeGreaterThan(5 * 60_000 - 2000);
    expect(ageOf(b)).toBeLessThan(5 * 60_000 + 2000);
    expect(ageOf(c)).toBeGreaterThan(10 * 60_000 - 2000);
  });

  it('deletes a folder published and staged, page by page, and nothing beside it', async () => {
    const [gone, kept] = [folder(), folder()];
    const jpeg = await photo(20, 20);
    for (const n of [1, 2, 3]) await storage.put(`${gone}${n}.jpg`, jpeg, 'image/jpeg');
    await storage.publish(gone);
    // As a crash mid-publish leaves it: copies published, some still staged.
    for (const n of [4, 5, 6]) await storage.put(`${gone}${n}.jpg`, jpeg, 'image/jpeg');
    await storage.put(`${kept}1.jpg`, jpeg, 'image/jpeg');
    await storage.publish(kept);

    await storage.deletePrefix(gone);
    expect(await keys(gone)).toEqual([]);
    expect(await keys(`staging/${gone}`)).toEqual([]);
    expect(await keys(kept)).toEqual([`${kept}1.jpg`]);
    await storage.deletePrefix(gone);
  });
});

describe('photos served through the app (no S3_PUBLIC_URL)', () => {
  it('an upload is published to the bucket, /uploads/ streams its bytes, and a delete removes them', async () => {
    const stored = await upload(throughApp);
    const urls = stored.variants.flatMap((v) => [v.webp, v.jpeg]);
    expect(stored.photoUrl).toMatch(/^\/uploads\/community\/[0-9a-f-]{36}\/\d+\.jpg$/);
    expect(await keys(stored.storageKey)).toEqual(urls.map((u) => u.replace(/^\/uploads\//, '')).sort());
    expect(await keys(`staging/${stored.storageKey}`)).toEqual([]);

    const key = stored.photoUrl.replace(/^\/uploads\//, '');
    const res = await request(throughApp).get(stored.photoUrl).buffer(true).expect(200);
    expect((res.body as Buffer).equals(await bytesOf(key))).toBe(true);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'jpeg' });
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String((res.body as Buffer).length),
      'cache-control': PHOTO_CACHE_CONTROL,
      etag: expect.stringMatching(/^"[0-9a-f]+"$/),
    });
    const revalidated = await request(throughApp).get(stored.photoUrl).set('If-None-Match', res.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(res.headers.etag);
    const head = await request(throughApp).head(stored.photoUrl).expect(200);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    await request(throughApp).get(`/uploads/${stored.storageKey}`).expect(404);
    await request(throughApp).get('/uploads/community/../staging/x.jpg').expect(404);

    await request(throughApp)
      .delete(`/api/community-photos/${stored.id}`)
      .set('Cookie', owner.cookie)
      .expect(204);
    expect(await keys(stored.storageKey)).toEqual([]);
    await request(throughApp).get(stored.photoUrl).expect(404);
  });
});

/** The sources a Content-Security-Policy header allows for one directive. */
const cspSources = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

describe('photos served from the bucket (S3_PUBLIC_URL)', () => {
  it("links the bucket's URL, which answers the image, and the page's CSP allows it", async () => {
    const stored = await upload(publicApp);
    expect(stored.photoUrl.startsWith(`${publicUrl}/community/`)).toBe(true);
    const listed = await request(publicApp).get(`/api/beaches/${beachId}/community-photos`).expect(200);
    expect(JSON.stringify(listed.body)).toContain(stored.photoUrl);

    const image = await fetch(stored.photoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg' });

    const page = await request(publicApp).get('/beach/woolacombe-beach').expect(200);
    expect(page.type).toBe('text/html');
    const origin = new URL(stored.photoUrl).origin;
    expect(cspSources(page.headers['content-security-policy'], 'img-src')).toContain(origin);
    // Not allowed by default: the check above is not vacuous.
    const plain = await request(t.callback).get('/beach/woolacombe-beach').expect(200);
    expect(cspSources(plain.headers['content-security-policy'], 'img-src')).not.toContain(origin);
  });

  it("deleting a beach removes its banner's and its community photos' objects", async () => {
    const admin = await signInNewAdmin(t);
    const beach = (
      await request(publicApp)
        .post('/api/admin/beaches')
        .set('Cookie', admin.cookie)
        .send(buildAdminBeach())
        .expect(201)
    ).body;
    const banner = await request(publicApp)
      .post('/api/admin/upload-beach-photo')
      .set('Cookie', admin.cookie)
      .field('beachId', String(beach.id))
      .attach('photo', await photo(320, 240), 'cove.jpg')
      .expect(200);
    const bannerFolder = banner.body.imageUrl.slice(publicUrl.length + 1).replace(/[^/]+$/, '');
    expect(bannerFolder).toMatch(/^beaches\/[0-9a-f-]{36}\/$/);
    const community = await upload(publicApp, beach.id);
    expect(await keys(bannerFolder)).not.toEqual([]);
    expect(await keys(community.storageKey)).not.toEqual([]);

    await request(publicApp).delete(`/api/admin/beaches/${beach.id}`).set('Cookie', admin.cookie).expect(200);
    expect(await keys(bannerFolder)).toEqual([]);
    expect(await keys(community.storageKey)).toEqual([]);
    expect((await fetch(community.photoUrl)).status).toBe(404);
  });
});

describe('the start-up sweep on a bucket', () => {
  it('removes staged and unlinked objects older than its cut-off, publishes committed ones, keeps the rest', async () => {
    const jpeg = await photo(20, 20);
    const stage = async (age: number, { row = false } = {}) => {
      const prefix = folder();
      await storage.put(`${prefix}150.jpg`, jpeg, 'image/jpeg');
      if (row) await insertPhotoRow(t.db.knex, storage, { beachId, userId: owner.id, prefix });
      if (age) s3.age(`staging/${prefix}`, age);
      return prefix;
    };
    const old = SWEEP_MIN_AGE_MS + 60_000;
    const oldOrphan = await stage(old);
    const youngOrphan = await stage(0);
    const committed = await stage(old, { row: true });
    const unlinked = await stage(0);
    await storage.publish(unlinked);
    s3.age(unlinked, old);
    const linked = await upload(throughApp);
    s3.age(linked.storageKey, old);

    const report = await sweepOrphanPhotoFiles(t.db.knex, storage);
    expect(report.removed).toEqual(expect.arrayContaining([oldOrphan, unlinked]));
    expect(report.removed).not.toContain(youngOrphan);
    expect(report.removed).not.toContain(linked.storageKey);
    expect(report.published).toEqual([committed]);
    expect(report.failed).toEqual([]);

    expect(await keys(`staging/${oldOrphan}`)).toEqual([]);
    expect(await keys(unlinked)).toEqual([]);
    expect(await keys(`staging/${youngOrphan}`)).toEqual([`staging/${youngOrphan}150.jpg`]);
    expect(await keys(committed)).toEqual([`${committed}150.jpg`]);
    await request(throughApp).get(`/uploads/${committed}150.jpg`).expect(200);
    await request(throughApp).get(linked.photoUrl).expect(200);
  });

  it('keeps the banner folders of beaches whose URL was saved before the photos moved to a public bucket', async () => {
    const withPublicUrl = new S3PhotoStorage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: S3RVER_KEYS,
      publicUrl,
    });
    const jpeg = await photo(20, 20);
    const banner = async (slug: string, url: (key: string) => string) => {
      const prefix = folder('beaches');
      await withPublicUrl.put(`${prefix}1200.jpg`, jpeg, 'image/jpeg');
      await withPublicUrl.publish(prefix);
      s3.age(prefix, SWEEP_MIN_AGE_MS + 60_000);
      await t.db
        .knex('beaches')
        .where({ slug })
        .update({ imageUrl: url(`${prefix}1200.jpg`) });
      return { prefix };
    };
    const before = await banner('croyde-beach', (key) => `/uploads/${key}`);
    const after = await banner('saunton-sands', (key) => withPublicUrl.url(key));
    const report = await sweepOrphanPhotoFiles(t.db.knex, withPublicUrl);
    expect(report.removed).not.toContain(before.prefix);
    expect(report.removed).not.toContain(after.prefix);
    expect(await keys(before.prefix)).toEqual([`${before.prefix}1200.jpg`]);
    expect(await keys(after.prefix)).toEqual([`${after.prefix}1200.jpg`]);
  });
});

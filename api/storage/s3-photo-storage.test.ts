/**
 * The S3 photo store's calls one by one against a real S3 server (s3rver, issue #14 item 3): put
 * stages out of view, publish serves a whole folder, listPrefixes and deletePrefix page by page.
 * (Uploads and serving through the app: s3-photo-serving.test.ts; the sweep: s3-photo-sweep.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { photo } from '../testing/images.ts';
import { setupS3Photos } from '../testing/s3-photos.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { PHOTO_CACHE_CONTROL } from './photo-storage.ts';

const t = setupTestApp();
const s = setupS3Photos(t);
const { keys, bytesOf, folder } = s;

describe('S3PhotoStorage against an S3 server', () => {
  it('stages a put out of view, with its type and cache policy, and refuses to overwrite it', async () => {
    const key = `${folder()}150.jpg`;
    const first = await photo(150, 100);
    await s.storage.put(key, first, 'image/jpeg');
    expect(await keys(`staging/${key}`)).toEqual([`staging/${key}`]);
    expect(await keys(key)).toEqual([]);
    const head = await s.storage.client.send(
      new HeadObjectCommand({ Bucket: s.s3.bucket, Key: `staging/${key}` }),
    );
    expect(head).toMatchObject({ ContentType: 'image/jpeg', CacheControl: PHOTO_CACHE_CONTROL });

    await expect(s.storage.put(key, await photo(150, 100, '#ff0000'), 'image/jpeg')).rejects.toThrow(
      /already exists/,
    );
    expect((await bytesOf(`staging/${key}`)).equals(first)).toBe(true);
    // Neither its public key nor its staged one is served.
    await request(s.throughApp).get(`/uploads/${key}`).expect(404);
    await request(s.throughApp).get(`/uploads/staging/${key}`).expect(404);
    expect(await s.storage.read(`staging/${key}`)).toBeNull();
  });

  it('publishes a whole folder: every file served, nothing left staged', async () => {
    const prefix = folder();
    const files = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(20 * n, 20)));
    for (const [i, file] of files.entries()) await s.storage.put(`${prefix}${i}.jpg`, file, 'image/jpeg');
    await s.storage.publish(prefix);
    expect(await keys(prefix)).toEqual(files.map((_, i) => `${prefix}${i}.jpg`));
    expect(await keys(`staging/${prefix}`)).toEqual([]);
    const served = await request(s.throughApp).get(`/uploads/${prefix}4.jpg`).buffer(true).expect(200);
    expect((served.body as Buffer).equals(files[4])).toBe(true);
    // Published already (another process's sweep): fine. Nothing there at all: an error.
    await s.storage.publish(prefix);
    await expect(s.storage.publish(folder())).rejects.toThrow(/nothing staged/);
  });

  it('lists the folders under a parent, staged and published, each with its newest change', async () => {
    const { storage, s3 } = s;
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
    const { storage } = s;
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

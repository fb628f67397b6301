/**
 * Photos in an S3-compatible bucket through the real app (issue #14 item 3), against a real S3
 * server (s3rver): an upload lands in the bucket, the app serves it at /uploads/… or links the
 * bucket's public URL (S3_PUBLIC_URL), and deleting a photo or a beach removes its objects.
 */
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildAdminBeach } from '../testing/admin-beaches.ts';
import { signInNewAdmin } from '../testing/admins.ts';
import { photo } from '../testing/images.ts';
import { setupS3Photos } from '../testing/s3-photos.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { PHOTO_CACHE_CONTROL } from './photo-storage.ts';

const t = setupTestApp();
const s = setupS3Photos(t);
const { keys, bytesOf, upload } = s;

describe('photos served through the app (no S3_PUBLIC_URL)', () => {
  it('an upload is published to the bucket, /uploads/ streams its bytes, and a delete removes them', async () => {
    const { throughApp } = s;
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
    // A folder, or a way out of one, is first sent to its one spelling (issue #27), which is not a file.
    for (const path of [`/uploads/${stored.storageKey}`, '/uploads/community/../staging/x.jpg']) {
      const redirected = await request(throughApp).get(path).expect(308);
      await request(throughApp).get(redirected.headers.location).expect(404);
    }

    await request(throughApp)
      .delete(`/api/community-photos/${stored.id}`)
      .set('Cookie', s.owner.cookie)
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
    const { publicApp, publicUrl } = s;
    const stored = await upload(publicApp);
    expect(stored.photoUrl.startsWith(`${publicUrl}/community/`)).toBe(true);
    const listed = await request(publicApp).get(`/api/beaches/${s.beachId}/community-photos`).expect(200);
    expect(JSON.stringify(listed.body)).toContain(stored.photoUrl);

    const image = await fetch(stored.photoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg' });

    const page = await request(publicApp).get('/beach/woolacombe-beach').expect(200);
    expect(page.type).toBe('text/html');
    const origin = new URL(stored.photoUrl).origin;
    expect(cspSources(page.headers['content-security-policy'], 'img-src')).toContain(origin);
    // The service worker (served with the same policy) fetches it to keep it for offline use.
    expect(cspSources(page.headers['content-security-policy'], 'connect-src')).toContain(origin);
    // Not allowed by default: the check above is not vacuous.
    const plain = await request(t.callback).get('/beach/woolacombe-beach').expect(200);
    expect(cspSources(plain.headers['content-security-policy'], 'img-src')).not.toContain(origin);
    // And the worker is told where these photos are.
    const config = await request(publicApp).get('/api/config').expect(200);
    expect(stored.photoUrl.startsWith(config.body.photoBaseUrl)).toBe(true);
  });

  it("deleting a beach removes its banner's and its community photos' objects", async () => {
    const { publicApp, publicUrl } = s;
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

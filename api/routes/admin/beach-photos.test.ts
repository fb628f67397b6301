/**
 * The admin's beach photos (issue #13 item 4): the quick upload sets the banner, the edit
 * dialog's upload answers a URL; both go through the community photo pipeline (type by bytes,
 * re-encoded, no EXIF/GPS) and refuse with the spec's words.
 */

import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_BEACH_MESSAGES } from '../../../domain/admin/admin-beach.ts';
import { SWEEP_MIN_AGE_MS, sweepOrphanPhotoFiles } from '../../services/community-photos.ts';
import { imageQueue } from '../../services/image-queue.ts';
import { LocalPhotoStorage } from '../../storage/local-photo-storage.ts';
import { buildAdminBeach } from '../../testing/admin-beaches.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { exifHasGps, jpegWithGps, oversizeJpeg, pdfNamedJpg, photo, pngBomb } from '../../testing/images.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;
let beach: { id: number; slug: string; name: string };

beforeAll(async () => {
  admin = await signInNewAdmin(t);
  const res = await request(t.callback)
    .post('/api/admin/beaches')
    .set('Cookie', admin.cookie)
    .send(buildAdminBeach())
    .expect(201);
  beach = res.body;
});

const quickUpload = (file: Buffer, name: string, beachId: string | number = beach.id) =>
  request(t.callback)
    .post('/api/admin/upload-beach-photo')
    .set('Cookie', admin.cookie)
    .field('beachId', String(beachId))
    .attach('photo', file, name);

const beachRow = () => t.db.knex('beaches').where({ id: beach.id }).first('imageUrl');

describe('POST /api/admin/upload-beach-photo', () => {
  it('stores the photo without its GPS and makes it the banner the public beach shows', async () => {
    const phone = await jpegWithGps(1600, 1200);
    expect(exifHasGps((await sharp(phone).metadata()).exif)).toBe(true);

    const res = await quickUpload(phone, 'IMG_0042.JPG').expect(200);
    expect(res.body).toEqual({
      imageUrl: expect.stringMatching(/^\/uploads\/beaches\/[\w-]+\/1200\.jpg$/),
      originalName: 'IMG_0042.JPG',
      beach: { id: beach.id, imageUrl: res.body.imageUrl },
    });
    const pub = await request(t.callback).get(`/api/beaches/${beach.slug}`).expect(200);
    expect(pub.body.imageUrl).toBe(res.body.imageUrl);

    const file = await request(t.callback).get(res.body.imageUrl).buffer(true).expect(200);
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);

    const audit = await t.db
      .knex('admin_audit_log')
      .where({ entity: 'beach', entityId: beach.id, action: 'upload-photo' })
      .first();
    expect(audit.changes.imageUrl).toEqual({ before: null, after: res.body.imageUrl });
  });

  it("refuses a photo over 5MB with a 413 and the spec's words, and keeps the banner", async () => {
    const before = await beachRow();
    const res = await quickUpload(oversizeJpeg(5 * 1024 * 1024 + 10), 'huge.jpg').expect(413);
    expect(res.body.error.message).toBe('File too large: Please select an image smaller than 5MB');
    expect(await beachRow()).toEqual(before);
  });

  it("refuses a file that is not an image, whatever its name, with the spec's words", async () => {
    const before = await beachRow();
    const res = await quickUpload(pdfNamedJpg(), 'beach.jpg').expect(415);
    expect(res.body.error.message).toBe('Invalid file type: Please select an image file (JPG, PNG, etc.)');
    expect(await beachRow()).toEqual(before);
  });

  it('refuses a PNG of 1 × 39,000,000 pixels with 413 from its header, before decoding it (issue #27 item 5)', async () => {
    const before = await beachRow();
    const turns = vi.spyOn(imageQueue, 'run');
    try {
      const started = Date.now();
      const res = await quickUpload(pngBomb(1, 39_000_000), 'tall.png').expect(413);
      expect(res.body.error).toEqual({
        code: 'payload_too_large',
        message: 'tall.png is too large to process (the limit is 12000 pixels on its longest side).',
      });
      // It took 25 s of decoding before; now it never waits for a turn to be decoded.
      expect(turns).not.toHaveBeenCalled();
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      turns.mockRestore();
    }
    expect(await beachRow()).toEqual(before);
  });

  it('answers 404 for a beach that is not there and 400 for a form without a beach or a photo', async () => {
    await quickUpload(await photo(300, 200), 'a.jpg', 99999999).expect(404);
    const noBeach = await request(t.callback)
      .post('/api/admin/upload-beach-photo')
      .set('Cookie', admin.cookie)
      .attach('photo', await photo(300, 200), 'a.jpg')
      .expect(400);
    expect(noBeach.body.error.fields).toEqual({ beachId: ['Choose the beach the photo is for'] });
    const noPhoto = await request(t.callback)
      .post('/api/admin/upload-beach-photo')
      .set('Cookie', admin.cookie)
      .field('beachId', String(beach.id))
      .expect(400);
    expect(noPhoto.body.error.fields).toEqual({ photo: ['Choose a photo to upload'] });
    await request(t.callback)
      .post('/api/admin/upload-beach-photo')
      .set('Cookie', admin.cookie)
      .send({ beachId: beach.id })
      .expect(415);
  });

  it("goes with the beach: deleting the beach removes the photo's files", async () => {
    const other = (
      await request(t.callback)
        .post('/api/admin/beaches')
        .set('Cookie', admin.cookie)
        .send(buildAdminBeach())
        .expect(201)
    ).body;
    const res = await quickUpload(await photo(640, 480), 'cove.jpg', other.id).expect(200);
    await request(t.callback).get(res.body.imageUrl).expect(200);
    const deleted = await request(t.callback)
      .delete(`/api/admin/beaches/${other.id}`)
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(deleted.body).toEqual({ deleted: { reviews: 0, photos: 1 } });
    await request(t.callback).get(res.body.imageUrl).expect(404);
  });
});

describe('POST /api/upload/beach-photo (the edit dialog)', () => {
  it('answers the URL of the re-encoded photo, up to 10MB, without touching any beach', async () => {
    const before = await beachRow();
    const res = await request(t.callback)
      .post('/api/upload/beach-photo')
      .set('Cookie', admin.cookie)
      .attach('photo', await jpegWithGps(800, 600), 'edit.jpg')
      .expect(200);
    expect(res.body).toEqual({
      imageUrl: expect.stringMatching(/^\/uploads\/beaches\//),
      url: res.body.imageUrl,
    });
    const file = await request(t.callback).get(res.body.url).buffer(true).expect(200);
    expect(exifHasGps((await sharp(file.body as Buffer).metadata()).exif)).toBe(false);
    expect(await beachRow()).toEqual(before);
  });

  it("refuses more than 10MB and a file that is not an image with the edit dialog's words", async () => {
    const send = (file: Buffer, name: string) =>
      request(t.callback)
        .post('/api/upload/beach-photo')
        .set('Cookie', admin.cookie)
        .attach('photo', file, name);
    const big = await send(oversizeJpeg(10 * 1024 * 1024 + 10), 'big.jpg').expect(413);
    expect(big.body.error.message).toBe(ADMIN_BEACH_MESSAGES.photoTooLarge);
    const pdf = await send(pdfNamedJpg(), 'menu.jpg').expect(415);
    expect(pdf.body.error.message).toBe(ADMIN_BEACH_MESSAGES.photoNotImage);
  });

  it('refuses a PNG of 1 × 39,000,000 pixels with 413, and a strip with 422, at once (issue #27 item 5)', async () => {
    const send = (file: Buffer, name: string) =>
      request(t.callback)
        .post('/api/upload/beach-photo')
        .set('Cookie', admin.cookie)
        .attach('photo', file, name);
    const started = Date.now();
    const tall = await send(pngBomb(1, 39_000_000), 'tall.png').expect(413);
    expect(tall.body.error.code).toBe('payload_too_large');
    const strip = await send(pngBomb(500, 11_000), 'strip.png').expect(422);
    expect(strip.body.error.code).toBe('unprocessable_content');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("the edit dialog's photos on disk", () => {
  const dialogUpload = async () =>
    (
      await request(t.callback)
        .post('/api/upload/beach-photo')
        .set('Cookie', admin.cookie)
        .attach('photo', await photo(500, 400), 'dialog.jpg')
        .expect(200)
    ).body.imageUrl as string;
  const folderOf = (url: string) => url.replace(/^\/uploads\//, '').replace(/[^/]+$/, '');

  it('are swept at start-up when never saved, kept while a beach shows them, and go with that beach', async () => {
    const neverSaved = await dialogUpload();
    const saved = await dialogUpload();
    const created = (
      await request(t.callback)
        .post('/api/admin/beaches')
        .set('Cookie', admin.cookie)
        .send(buildAdminBeach({ imageUrl: saved }))
        .expect(201)
    ).body;
    const quick = await quickUpload(await photo(300, 200), 'quick.jpg').expect(200);

    const later = Date.now() + SWEEP_MIN_AGE_MS + 1000;
    const report = await sweepOrphanPhotoFiles(t.db.knex, new LocalPhotoStorage(t.uploadsDir), {
      now: later,
    });
    expect(report.removed).toContain(folderOf(neverSaved));
    expect(report.removed).not.toContain(folderOf(saved));
    expect(report.removed).not.toContain(folderOf(quick.body.imageUrl));
    await request(t.callback).get(neverSaved).expect(404);
    await request(t.callback).get(saved).expect(200);
    await request(t.callback).get(quick.body.imageUrl).expect(200);

    await request(t.callback)
      .delete(`/api/admin/beaches/${created.id}`)
      .set('Cookie', admin.cookie)
      .expect(200);
    await request(t.callback).get(saved).expect(404);
  });
});

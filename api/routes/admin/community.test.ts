/** Community moderation (issue #13): photos hidden, shown again and deleted; all feedback, private too. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { photo } from '../../testing/images.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;
let author: SignedUp;
let beach: { id: number; slug: string; name: string };

beforeAll(async () => {
  admin = await signInNewAdmin(t);
  author = await signUpAndVerify(t, { firstName: 'Petroc', lastName: 'Photographer' });
  beach = await t.db.knex('beaches').where({ slug: 'saunton-sands' }).first('id', 'slug', 'name');
});

async function upload(caption: string): Promise<number> {
  const res = await request(t.callback)
    .post(`/api/beaches/${beach.slug}/community-photos-bulk`)
    .set('Cookie', author.cookie)
    .field('caption_0', caption)
    .attach('photos', await photo(320, 240), { filename: 'walk.jpg', contentType: 'image/jpeg' })
    .expect(201);
  return res.body.photos[0].id;
}

const as = (method: 'get' | 'put' | 'delete', path: string) =>
  request(t.callback)[method](`/api/admin${path}`).set('Cookie', admin.cookie);
const galleryIds = async () =>
  (await request(t.callback).get(`/api/beaches/${beach.slug}/community-photos`).expect(200)).body.map(
    (p: { id: number }) => p.id,
  );
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe('community photos', () => {
  it('hide takes a photo out of the public gallery, unhide brings it back, both logged', async () => {
    const id = await upload('Sunset with Bramble');
    expect(await galleryIds()).toContain(id);
    const hidden = await as('put', `/community-photos/${id}/hide`).expect(200);
    expect(hidden.body).toMatchObject({
      id,
      beachId: beach.id,
      beachName: beach.name,
      caption: 'Sunset with Bramble',
      uploaderName: 'Petroc Photographer',
      isApproved: false,
    });
    expect(await galleryIds()).not.toContain(id);
    const hiddenList = (
      await as('get', `/community-photos?visibility=hidden&beachId=${beach.id}`).expect(200)
    ).body;
    expect(ids(hiddenList)).toEqual([id]);
    expect(ids((await as('get', '/community-photos?visibility=visible').expect(200)).body)).not.toContain(id);

    await as('put', `/community-photos/${id}/unhide`).expect(200);
    expect(await galleryIds()).toContain(id);
    const log = await t.db
      .knex('adminAuditLog')
      .where({ entity: 'community_photo', entityId: id })
      .orderBy('id');
    expect(log.map((row) => row.action)).toEqual(['hide', 'unhide']);
  });

  it('delete removes the row and its files', async () => {
    const id = await upload('Low tide');
    const { storageKey } = await t.db.knex('communityPhotos').where({ id }).first('storageKey');
    expect(existsSync(join(t.uploadsDir, storageKey))).toBe(true);
    expect((await as('delete', `/community-photos/${id}`).expect(200)).body).toEqual({ success: true });
    expect(await galleryIds()).not.toContain(id);
    expect(existsSync(join(t.uploadsDir, storageKey))).toBe(false);
    const audit = await t.db.knex('adminAuditLog').where({ entity: 'community_photo', entityId: id }).first();
    expect(audit).toMatchObject({ action: 'delete', summary: `Photo #${id} at ${beach.name} (“Low tide”)` });
    await as('delete', `/community-photos/${id}`).expect(404);
    await as('put', `/community-photos/${id}/hide`).expect(404);
  });

  it('refuses a visibility it does not know', async () => {
    const res = await as('get', '/community-photos?visibility=secret').expect(400);
    expect(res.body.error.fields.visibility).toEqual(['Must be one of: all, visible, hidden']);
  });
});

describe('GET /api/admin/feedback', () => {
  it('lists private feedback with its author, which the public list never shows', async () => {
    const send = (body: object) =>
      request(t.callback).post('/api/feedback').set('Cookie', author.cookie).send(body).expect(201);
    const secret = (
      await send({ content: 'The bins overflow', isPublic: false, feedbackType: 'issue', beachId: beach.id })
    ).body.id;
    const open = (
      await send({ content: 'Great dunes', isPublic: true, feedbackType: 'comment', beachId: beach.id })
    ).body.id;
    const publicIds = (
      await request(t.callback).get(`/api/beaches/${beach.slug}/feedback`).expect(200)
    ).body.map((f: { id: number }) => f.id);
    expect(publicIds).toContain(open);
    expect(publicIds).not.toContain(secret);

    const all = (await as('get', `/feedback?beachId=${beach.id}`).expect(200)).body;
    expect(ids(all).slice(0, 2)).toEqual([open, secret]);
    expect(all.items[1]).toEqual({
      id: secret,
      beachId: beach.id,
      beachName: beach.name,
      feedbackType: 'issue',
      content: 'The bins overflow',
      isPublic: false,
      authorName: 'Petroc Photographer',
      authorEmail: author.email,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(ids((await as('get', '/feedback?visibility=private&type=issue').expect(200)).body)).toContain(
      secret,
    );
    expect(ids((await as('get', '/feedback?visibility=public').expect(200)).body)).not.toContain(secret);
    expect(ids((await as('get', '/feedback?type=comment').expect(200)).body)).not.toContain(secret);
  });

  it('refuses a type it does not know', async () => {
    const res = await as('get', '/feedback?type=rant').expect(400);
    expect(res.body.error.fields.type).toEqual(['Must be one of: comment, suggestion, issue']);
  });
});

/**
 * The admin area parses every read, and every write whose answer it reads, with domain/'s
 * schemas (pwa/admin/api/): each admin GET answers exactly its schema, every list holding at
 * least one row so that the row's shape is checked too, and so does each write the admin area
 * makes. zod drops keys it does not know, so "the parsed copy equals the body" also fails on a
 * field the schema has not heard of.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminBeachRowSchema,
  adminCommunityPhotoSchema,
  adminFeedbackSchema,
  adminPageSchema,
  adminProfileSchema,
  adminReviewSchema,
  adminRouteSchema,
  adminSignInAnswerSchema,
  analyticsAnswerSchema,
  auditEntrySchema,
  beachDeletedSchema,
  contactMessageSchema,
  contactMessagesPageSchema,
  dogRuleReportQueueSchema,
  jobsAnswerSchema,
  reviewDeletedSchema,
  seasonCheckAnswerSchema,
} from '../../../domain/admin/admin-answers.ts';
import { beachBannerAnswerSchema, editorPhotoAnswerSchema } from '../../../domain/admin/admin-beach-photo.ts';
import { dogRuleReportDecisionAnswerSchema } from '../../../domain/admin/admin-dog-rule-reports.ts';
import { beachSchema } from '../../../domain/beaches/beach-schema.ts';
import { beachIndexEntrySchema } from '../../../domain/beaches/listing-schema.ts';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { buildAdminBeach } from '../../testing/admin-beaches.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { sendSignReport } from '../../testing/dog-rule-reports.ts';
import { expectExactly } from '../../testing/exact-answer.ts';
import { photo } from '../../testing/images.ts';
import { walkingRouteBody } from '../../testing/security/sample-requests.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { approvedRoute } from '../../testing/walking-routes.ts';

const t = setupTestApp();
let admin: SignedInAdmin;
let author: SignedUp;
let beach: { id: number; slug: string };

async function expectGet(path: string, schema: z.ZodType) {
  const res = await request(t.callback).get(path).set('Cookie', admin.cookie).expect(200);
  expectExactly(schema, res.body, path);
  return res.body;
}

/** A write as the signed-in admin; its answer is checked with `expectExactly`. */
const asAdmin = (method: 'post' | 'put' | 'delete', path: string) =>
  request(t.callback)[method](path).set('Cookie', admin.cookie);

/** A sign report on the beach's first rule, by the author; its id. */
async function signReport(): Promise<number> {
  const res = await request(t.callback)
    .post(`/api/beaches/${beach.id}/dog-rule-reports`)
    .set('Cookie', author.cookie)
    .field('verdict', 'agrees')
    .field('ruleIndex', '0')
    .attach('photo', await photo(400, 300), { filename: 'sign.jpg', contentType: 'image/jpeg' })
    .expect(201);
  return res.body.id;
}

/** A page whose rows all match, and at least one row. */
const pageOf = (item: z.ZodType) =>
  adminPageSchema(item).refine((page) => page.items.length > 0, 'the list is empty: nothing was checked');

beforeAll(async () => {
  admin = await signInNewAdmin(t);
  author = await signUpAndVerify(t, { firstName: 'Sam', lastName: 'Walker' });
  beach = await t.db.knex('beaches').where({ slug: 'croyde-beach' }).first('id', 'slug');
  await approvedRoute(t, beach.id, { author });
  await request(t.callback)
    .post(`/api/beaches/${beach.id}/reviews`)
    .set('Cookie', author.cookie)
    .send({ rating: 4, reviewText: 'Plenty of room for a run', visitDate: '2026-06-01' })
    .expect(201);
  await request(t.callback)
    .post('/api/feedback')
    .set('Cookie', author.cookie)
    .send({ content: 'The north end is dog friendly all year', beachId: beach.id, isPublic: false })
    .expect(201);
  await request(t.callback)
    .post(`/api/beaches/${beach.slug}/community-photos-bulk`)
    .set('Cookie', author.cookie)
    .field('caption_0', 'Low tide')
    .attach('photos', await photo(320, 240), { filename: 'walk.jpg', contentType: 'image/jpeg' })
    .expect(201);
  await sendSignReport(t, beach.id, author.cookie);
  await t.db.knex('contactSubmissions').insert({
    name: 'Sam',
    email: 'sam@example.com',
    subject: null,
    message: 'Please add Lee Bay.',
  });
  await request(t.callback).post('/api/admin/jobs/retention/run').set('Cookie', admin.cookie).expect(200);
});

describe('the admin area’s reads', () => {
  it('GET /api/admin/me', () => expectGet('/api/admin/me', adminProfileSchema));

  it('GET /api/admin/beaches and one beach for the editor', async () => {
    await expectGet('/api/admin/beaches?pageSize=5', pageOf(adminBeachRowSchema));
    await expectGet(`/api/admin/beaches/${beach.id}`, beachSchema);
    await expectGet('/api/beaches/index', z.array(beachIndexEntrySchema));
  });

  it('GET the moderation lists', async () => {
    await expectGet('/api/admin/reviews', pageOf(adminReviewSchema));
    await expectGet('/api/admin/routes', pageOf(adminRouteSchema));
    await expectGet('/api/admin/community-photos', pageOf(adminCommunityPhotoSchema));
    await expectGet('/api/admin/feedback', pageOf(adminFeedbackSchema));
    await expectGet('/api/admin/contact-messages', contactMessagesPageSchema);
  });

  it('GET the insights', async () => {
    await expectGet('/api/admin/audit-log', pageOf(auditEntrySchema));
    await expectGet('/api/admin/analytics?days=7', analyticsAnswerSchema);
    const jobs = await expectGet('/api/admin/jobs', jobsAnswerSchema);
    expect(jobs.retention).not.toBeNull();
  });

  it('GET the verification queue and the season check', async () => {
    const queue = await expectGet('/api/admin/dog-rule-reports?status=open', dogRuleReportQueueSchema);
    expect(queue.total).toBeGreaterThan(0);
    const check = await expectGet('/api/admin/season-check', seasonCheckAnswerSchema);
    expect(check.rows.length).toBeGreaterThan(0);
  });
});

describe('the answers to the admin area’s writes', () => {
  it('POST /api/admin/login', async () => {
    const res = await request(t.callback)
      .post('/api/admin/login')
      .send({ username: admin.username, password: admin.password })
      .expect(200);
    expectExactly(adminSignInAnswerSchema, res.body, 'POST /api/admin/login');
  });

  it('a beach added, edited, given a banner and deleted; the edit dialog’s photo', async () => {
    const created = await asAdmin('post', '/api/admin/beaches').send(buildAdminBeach()).expect(201);
    expectExactly(beachSchema, created.body, 'POST /api/admin/beaches');
    const { id } = created.body;
    const edited = await asAdmin('put', `/api/admin/beaches/${id}`)
      .send(buildAdminBeach({ hasParking: false }))
      .expect(200);
    expectExactly(beachSchema, edited.body, 'PUT /api/admin/beaches/:id');
    const banner = await asAdmin('post', '/api/admin/upload-beach-photo')
      .field('beachId', String(id))
      .attach('photo', await photo(640, 480), { filename: 'cove.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expectExactly(beachBannerAnswerSchema, banner.body, 'POST /api/admin/upload-beach-photo');
    const editorPhoto = await asAdmin('post', '/api/upload/beach-photo')
      .attach('photo', await photo(640, 480), { filename: 'cove.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expectExactly(editorPhotoAnswerSchema, editorPhoto.body, 'POST /api/upload/beach-photo');
    const deleted = await asAdmin('delete', `/api/admin/beaches/${id}`).expect(200);
    expectExactly(beachDeletedSchema, deleted.body, 'DELETE /api/admin/beaches/:id');
    expect(deleted.body.deleted.photos).toBeGreaterThan(0);
  });

  it('a review deleted, a walk approved, a photo hidden and shown, a message marked', async () => {
    const other = await t.db.knex('beaches').whereNot({ id: beach.id }).orderBy('id').first('id');
    const review = await request(t.callback)
      .post(`/api/beaches/${other.id}/reviews`)
      .set('Cookie', author.cookie)
      .send({ rating: 3, reviewText: 'Busy in August', visitDate: '2026-06-02' })
      .expect(201);
    const deleted = await asAdmin('delete', `/api/admin/reviews/${review.body.review.id}`).expect(200);
    expectExactly(reviewDeletedSchema, deleted.body, 'DELETE /api/admin/reviews/:id');

    const walk = await request(t.callback)
      .post('/api/routes')
      .set('Cookie', author.cookie)
      .send({ ...walkingRouteBody(beach.id), routeName: 'Baggy Point' })
      .expect(201);
    const approved = await asAdmin('put', `/api/admin/routes/${walk.body.id}/approve`).expect(200);
    expectExactly(adminRouteSchema, approved.body, 'PUT /api/admin/routes/:id/approve');

    const shot = await t.db.knex('community_photos').where({ beachId: beach.id }).first('id');
    for (const state of ['hide', 'unhide']) {
      const res = await asAdmin('put', `/api/admin/community-photos/${shot.id}/${state}`).expect(200);
      expectExactly(adminCommunityPhotoSchema, res.body, `PUT /api/admin/community-photos/:id/${state}`);
    }

    const message = await t.db.knex('contactSubmissions').first('id');
    for (const state of ['read', 'unread']) {
      const res = await asAdmin('put', `/api/admin/contact-messages/${message.id}/${state}`).expect(200);
      expectExactly(contactMessageSchema, res.body, `PUT /api/admin/contact-messages/:id/${state}`);
    }
  });

  it('a sign report confirmed, another dismissed', async () => {
    for (const decision of ['confirm', 'dismiss']) {
      const res = await asAdmin('post', `/api/admin/dog-rule-reports/${await signReport()}/${decision}`)
        .send({ note: null })
        .expect(200);
      expectExactly(
        dogRuleReportDecisionAnswerSchema,
        res.body,
        `POST /api/admin/dog-rule-reports/:id/${decision}`,
      );
    }
  });
});

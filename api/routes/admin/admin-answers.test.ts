/**
 * The admin area parses every read with domain/admin/admin-answers.ts (pwa/admin/api/): each
 * admin GET answers exactly its schema, every list holding at least one row so that the row's
 * shape is checked too. zod drops keys it does not know, so "the parsed copy equals the body"
 * also fails on a field the schema has not heard of.
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
  analyticsAnswerSchema,
  auditEntrySchema,
  contactMessagesPageSchema,
  dogRuleReportQueueSchema,
  jobsAnswerSchema,
  seasonCheckAnswerSchema,
} from '../../../domain/admin/admin-answers.ts';
import { beachSchema } from '../../../domain/beaches/beach-schema.ts';
import { beachIndexEntrySchema } from '../../../domain/beaches/listing-schema.ts';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { photo } from '../../testing/images.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { approvedRoute } from '../../testing/walking-routes.ts';

const t = setupTestApp();
let admin: SignedInAdmin;
let author: SignedUp;
let beach: { id: number; slug: string };

async function expectGet(path: string, schema: z.ZodType) {
  const res = await request(t.callback).get(path).set('Cookie', admin.cookie).expect(200);
  const parsed = schema.safeParse(res.body);
  if (!parsed.success)
    throw new Error(`${path} does not match its schema:\n${z.prettifyError(parsed.error)}`);
  expect(parsed.data, `${path} has fields its schema does not know`).toStrictEqual(res.body);
  return res.body;
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
  await request(t.callback)
    .post(`/api/beaches/${beach.id}/dog-rule-reports`)
    .set('Cookie', author.cookie)
    .field('verdict', 'differs')
    .field('ruleIndex', '0')
    .field('signSays', 'No dogs 1 April to 31 October')
    .attach('photo', await photo(400, 300), { filename: 'sign.jpg', contentType: 'image/jpeg' })
    .expect(201);
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

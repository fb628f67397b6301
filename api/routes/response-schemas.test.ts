/**
 * The response schemas in domain/ describe exactly what the API answers: every endpoint the
 * PWA reads (and the answers to the writes it makes) parses with its schema, and nothing is
 * left over (the check: api/testing/exact-answer.ts).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { currentUserAnswerSchema, signInAnswerSchema } from '../../domain/accounts/auth.ts';
import { beachSchema } from '../../domain/beaches/beach-schema.ts';
import { eaterySchema } from '../../domain/beaches/eatery-schema.ts';
import { beachIndexEntrySchema, pageSchema } from '../../domain/beaches/listing-schema.ts';
import { parkingSchema } from '../../domain/beaches/parking-schema.ts';
import { statsSchema } from '../../domain/beaches/stats-schema.ts';
import { routeRatedSchema, walkingRouteSchema } from '../../domain/beaches/walking-route-schema.ts';
import { blogPostSchema, blogPostSummarySchema } from '../../domain/blog/blog-post-schema.ts';
import { appConfigSchema } from '../../domain/common/app-config-schema.ts';
import {
  communityPhotoSchema,
  photoUploadAnswerSchema,
} from '../../domain/community/community-photo-schema.ts';
import { feedbackSchema } from '../../domain/community/feedback-schema.ts';
import { reviewSavedSchema, reviewSchema } from '../../domain/community/review-schema.ts';
import { dogRuleReportSchema } from '../../domain/dog-rules/dog-rule-report.ts';
import {
  tideCurveDaySchema,
  tideExtremeSchema,
  tideStationSchema,
} from '../../domain/tides/tide-station-schema.ts';
import {
  beachWaterQualityAnswerSchema,
  waterQualityHistorySchema,
  waterQualitySchema,
} from '../../domain/water-quality/water-quality-schema.ts';
import {
  registration,
  type SignedUp,
  signUpAndVerify,
  TEST_PASSWORD,
  uniqueEmail,
} from '../testing/accounts.ts';
import { sendSignReport } from '../testing/dog-rule-reports.ts';
import { expectExactly, listOf } from '../testing/exact-answer.ts';
import { photo } from '../testing/images.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { approvedRoute } from '../testing/walking-routes.ts';
import { insertSample } from '../testing/water-quality-samples.ts';

const t = setupTestApp();

async function expectGet(path: string, schema: z.ZodType, cookie = '') {
  const res = await request(t.callback).get(path).set('Cookie', cookie).expect(200);
  expectExactly(schema, res.body);
  return res.body;
}

let author: SignedUp;
/** A beach with everything the page shows: parking, eateries, routes and water quality (the test adds the route). */
let full: { id: number; slug: string };

async function firstBeachWith(table: string, where: Record<string, unknown> = {}): Promise<number> {
  const row = await t.db.knex(table).where(where).orderBy('beachId').first('beachId');
  if (!row) throw new Error(`the seed has no ${table}`);
  return row.beachId;
}

beforeAll(async () => {
  author = await signUpAndVerify(t, { firstName: 'Sam', lastName: 'Walker' });
  const beachIds = await Promise.all([
    firstBeachWith('parking'),
    firstBeachWith('eateries'),
    firstBeachWith('water_quality'),
  ]);
  const beachId = beachIds[2];
  full = { id: beachId, slug: (await t.db.knex('beaches').where({ id: beachId }).first('slug')).slug };
  // The seed shares no walks: one a visitor shared and an admin approved.
  await approvedRoute(t, full.id, { author });

  // A sample, a storm overflow and a pollution-risk forecast, so every nested shape is answered.
  const now = new Date();
  const warningsAndSample = {
    sampledAt: now,
    eColi: 10,
    eColiQualifier: '<',
    enterococci: 32,
    enterococciQualifier: '=',
    stormOverflowActive: true,
    stormOverflowSince: now,
    riskLevel: 'increased',
    riskExpiresAt: new Date(now.getTime() + 86_400_000),
  };
  await t.db.knex('water_quality').where({ beachId }).update(warningsAndSample);
  await t.db.knex('water_quality_history').where({ beachId }).update(warningsAndSample);

  await t.db.knex('community_photos').insert({
    beachId,
    userId: author.id,
    photoUrl: '/uploads/community/x/600.jpg',
    caption: 'Morning walk',
    isApproved: true,
    variants: JSON.stringify([{ width: 600, height: 450, webp: '/x/600.webp', jpeg: '/x/600.jpg' }]),
  });
});

describe('beaches', () => {
  it('GET /api/beaches is every beach', () => expectGet('/api/beaches', listOf(beachSchema)));

  it('GET /api/beaches/featured and /api/beaches/index', async () => {
    await expectGet('/api/beaches/featured', listOf(beachSchema));
    await expectGet('/api/beaches/index', listOf(beachIndexEntrySchema));
  });

  it('GET /api/beaches?page is a page of beaches', async () => {
    const page = await expectGet('/api/beaches?page=2&sortBy=rating', pageSchema(beachSchema));
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('GET /api/beaches/:id answers by id and by slug', async () => {
    await expectGet(`/api/beaches/${full.id}`, beachSchema);
    await expectGet(`/api/beaches/${full.slug}`, beachSchema);
  });

  it('GET /api/stats', () => expectGet('/api/stats', statsSchema));
});

describe("a beach's page", () => {
  it('GET parking and eateries', async () => {
    await expectGet(`/api/beaches/${await firstBeachWith('parking')}/parking`, listOf(parkingSchema));
    await expectGet(`/api/beaches/${await firstBeachWith('eateries')}/eateries`, listOf(eaterySchema));
  });

  it('GET water quality, with a sample and both kinds of warning, and null where none is held', async () => {
    const record = await expectGet(`/api/beaches/${full.id}/water-quality`, beachWaterQualityAnswerSchema);
    expect(record.sample).not.toBeNull();
    expect(record.warnings.map((w: { kind: string }) => w.kind).sort()).toEqual([
      'pollution-risk',
      'storm-overflow',
    ]);
    const none = await t.db
      .knex('beaches')
      .whereNull('deletedAt')
      .whereNotIn('id', t.db.knex('water_quality').select('beachId'))
      .first('id');
    expect(
      await expectGet(`/api/beaches/${none.id}/water-quality`, beachWaterQualityAnswerSchema),
    ).toBeNull();
  });

  it('GET walking routes, and the answers to submitting and rating one', async () => {
    const beachId = full.id;
    const [route] = await expectGet(`/api/beaches/${beachId}/routes`, listOf(walkingRouteSchema));
    const rated = await request(t.callback)
      .post(`/api/routes/${route.id}/rate`)
      .send({ rating: 4, raterName: 'Visitor', comment: 'Lovely' })
      .expect(201);
    expectExactly(routeRatedSchema, rated.body);
    const submitted = await request(t.callback)
      .post('/api/routes')
      .set('Cookie', author.cookie)
      .send({
        beachId,
        routeName: 'Headland loop',
        description: 'Up the lane and back along the cliff.',
        difficulty: 'easy',
        estimatedDuration: 40,
        distanceKm: 2.5,
        startingPoint: 'The car park',
        submittedBy: 'Sam',
      })
      .expect(201);
    expectExactly(walkingRouteSchema, submitted.body);
  });

  it('GET reviews, and the answer to writing one', async () => {
    const saved = await request(t.callback)
      .post(`/api/beaches/${full.id}/reviews`)
      .set('Cookie', author.cookie)
      .send({ rating: 5, reviewText: 'Plenty of room for a run', visitDate: '2026-06-01' })
      .expect(201);
    expectExactly(reviewSavedSchema, saved.body);
    await expectGet(`/api/beaches/${full.id}/reviews`, listOf(reviewSchema));
  });

  it('GET feedback, and the answers to sending and editing it', async () => {
    const sent = await request(t.callback)
      .post('/api/feedback')
      .set('Cookie', author.cookie)
      .send({ content: 'Dogs welcome all year at the north end', beachId: full.id })
      .expect(201);
    expectExactly(feedbackSchema, sent.body);
    const edited = await request(t.callback)
      .put(`/api/feedback/${sent.body.id}`)
      .set('Cookie', author.cookie)
      .send({ content: 'Dogs welcome all year at the south end' })
      .expect(200);
    expectExactly(feedbackSchema, edited.body);
    await expectGet(`/api/beaches/${full.id}/feedback`, listOf(feedbackSchema));
    await expectGet(`/api/beaches/${full.id}/feedback`, listOf(feedbackSchema), author.cookie);
  });

  it('GET community photos, and the answer to uploading some', async () => {
    await expectGet(`/api/beaches/${full.id}/community-photos`, listOf(communityPhotoSchema));
    const uploaded = await request(t.callback)
      .post(`/api/beaches/${full.id}/community-photos-bulk`)
      .set('Cookie', author.cookie)
      .field('caption_0', 'Low tide')
      .attach('photos', await photo(400, 300), { filename: 'walk.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expectExactly(photoUploadAnswerSchema, uploaded.body);
  });
});

describe('the other pages', () => {
  it('GET /api/water-quality and its history', async () => {
    await insertSample(t.db.knex, full.id, new Date(Date.now() - 86_400_000));
    await expectGet('/api/water-quality', listOf(waterQualitySchema));
    await expectGet('/api/water-quality/history?days=14', listOf(waterQualityHistorySchema));
    await expectGet(
      `/api/water-quality/history?days=14&beachId=${full.id}`,
      listOf(waterQualityHistorySchema),
    );
  });

  it('GET /api/blog and a post', async () => {
    const [first] = await expectGet('/api/blog', listOf(blogPostSummarySchema));
    await expectGet(`/api/blog/${first.slug}`, blogPostSchema);
  });

  it('GET tides: the day, the station and the curve (a double-tide place too)', async () => {
    for (const [lat, lng] of [
      ['51.1319', '-4.2364'], // Croyde
      ['50.6085', '-1.9597'], // Swanage: double high waters
    ]) {
      const day = new URLSearchParams({ lat, lng, date: '2026-07-01' });
      await expectGet(`/api/tides?${day}`, listOf(tideExtremeSchema));
      await expectGet(`/api/tides/station?${new URLSearchParams({ lat, lng })}`, tideStationSchema);
      await expectGet(`/api/tides/curve?${day}`, tideCurveDaySchema);
    }
  });

  it('GET /api/config', () => expectGet('/api/config', appConfigSchema));
});

describe('signing up and in', () => {
  it('POST /api/auth/register, and /api/auth/login before and after verifying', async () => {
    const email = uniqueEmail('newcomer');
    const registered = await request(t.callback)
      .post('/api/auth/register')
      .send(registration(email))
      .expect(201);
    expectExactly(signInAnswerSchema, registered.body);
    const unverified = await request(t.callback)
      .post('/api/auth/login')
      .send({ email, password: TEST_PASSWORD })
      .expect(200);
    expectExactly(signInAnswerSchema, unverified.body);
    expect(unverified.body.requiresVerification).toBe(true);
    const signedIn = await request(t.callback)
      .post('/api/auth/login')
      .send({ email: author.email, password: author.password })
      .expect(200);
    expectExactly(signInAnswerSchema, signedIn.body);
    expect(signedIn.body.user.id).toBe(author.id);
  });
});

describe("the signed-in user's own lists", () => {
  it('GET /api/auth/user, signed in and not', async () => {
    expect(await expectGet('/api/auth/user', currentUserAnswerSchema, author.cookie)).not.toBeNull();
    expect(await expectGet('/api/auth/user', currentUserAnswerSchema)).toBeNull();
  });

  it('GET /api/my/reviews, /api/my/feedback and /api/my/photos', async () => {
    await expectGet('/api/my/reviews', listOf(reviewSchema), author.cookie);
    await expectGet('/api/my/feedback', listOf(feedbackSchema), author.cookie);
    await expectGet('/api/my/photos', listOf(communityPhotoSchema), author.cookie);
  });
});

describe('a report on a dog rule', () => {
  it('POST /api/beaches/:id/dog-rule-reports and GET /api/my/dog-rule-reports', async () => {
    const croyde = (await request(t.callback).get('/api/beaches/croyde-beach').expect(200)).body;
    const sent = await sendSignReport(t, croyde.id, author.cookie);
    expectExactly(dogRuleReportSchema, sent.body);
    await expectGet('/api/my/dog-rule-reports', listOf(dogRuleReportSchema), author.cookie);
  });
});

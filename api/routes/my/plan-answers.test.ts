/**
 * The answers of a user's planning routes (issue #31) are exactly their domain schemas, as
 * response-schemas.test.ts checks the rest: My beaches and the private calendar address.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '../../../domain/calendar-feeds/calendar-feed-schema.ts';
import { favouriteSchema } from '../../../domain/favourites/favourite-schema.ts';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { expectExactly, listOf } from '../../testing/exact-answer.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let author: SignedUp;

beforeAll(async () => {
  author = await signUpAndVerify(t);
});

async function expectGet(path: string, schema: Parameters<typeof expectExactly>[0]) {
  const res = await request(t.callback).get(path).set('Cookie', author.cookie).expect(200);
  expectExactly(schema, res.body);
  return res.body;
}

describe("a user's planning answers", () => {
  it('PUT and GET /api/my/favourites', async () => {
    const put = await request(t.callback)
      .put('/api/my/favourites/croyde-beach')
      .set('Cookie', author.cookie)
      .send({ notes: 'Village car park', remind: true })
      .expect(201);
    expectExactly(favouriteSchema, put.body);
    await expectGet('/api/my/favourites', listOf(favouriteSchema));
  });

  it('GET and POST /api/my/calendar-feed, before and after making the address', async () => {
    await expectGet('/api/my/calendar-feed', calendarFeedStatusSchema);
    const made = await request(t.callback)
      .post('/api/my/calendar-feed')
      .set('Cookie', author.cookie)
      .expect(201);
    expectExactly(calendarFeedCreatedSchema, made.body);
    expect((await expectGet('/api/my/calendar-feed', calendarFeedStatusSchema)).exists).toBe(true);
  });
});

/**
 * Walks for the tests that need one. The seed shares none (nothing in anyone's name, issue #29),
 * so a test makes its own the way the site does: a visitor submits it and an admin approves it.
 */
import request from 'supertest';
import { adminSessionCookie, type SignedUp, signUpAndVerify } from './accounts.ts';
import { walkingRouteBody } from './security/sample-requests.ts';
import type { TestApp } from './test-app.ts';

/**
 * A walk from `beachId`, submitted through POST /api/routes (by `author`, or a new visitor) and
 * approved through the admin API; its id.
 */
export async function approvedRoute(
  t: TestApp,
  beachId: number,
  { routeName = 'Downend loop', author }: { routeName?: string; author?: SignedUp } = {},
): Promise<number> {
  const walker = author ?? (await signUpAndVerify(t));
  const submitted = await request(t.callback)
    .post('/api/routes')
    .set('Cookie', walker.cookie)
    .send({ ...walkingRouteBody(beachId), routeName })
    .expect(201);
  await request(t.callback)
    .put(`/api/admin/routes/${submitted.body.id}/approve`)
    .set('Cookie', await adminSessionCookie(t))
    .expect(200);
  return submitted.body.id;
}

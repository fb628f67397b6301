/** Walking routes for the admins (issue #13): pending first, approve makes a route public, delete. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { walkingRouteBody } from '../../testing/security/sample-requests.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;
let walker: SignedUp;
let beach: { id: number; slug: string };

beforeAll(async () => {
  admin = await signInNewAdmin(t);
  walker = await signUpAndVerify(t);
  beach = await t.db.knex('beaches').where({ slug: 'croyde-beach' }).first('id', 'slug');
});

async function submit(routeName: string): Promise<number> {
  const res = await request(t.callback)
    .post('/api/routes')
    .set('Cookie', walker.cookie)
    .send({ ...walkingRouteBody(beach.id), routeName })
    .expect(201);
  return res.body.id;
}

const as = (method: 'get' | 'put' | 'delete', path: string) =>
  request(t.callback)[method](`/api/admin${path}`).set('Cookie', admin.cookie);
const publicRouteNames = async () =>
  (await request(t.callback).get(`/api/beaches/${beach.slug}/routes`).expect(200)).body.map(
    (r: { routeName: string }) => r.routeName,
  );

describe('GET /api/admin/routes', () => {
  it('lists pending routes first, newest first, with the submitter and the beach', async () => {
    // An approved one first (the seed shares none), to list after the pending ones.
    await as('put', `/routes/${await submit('Croyde headland walk')}/approve`).expect(200);
    const older = await submit('Baggy Point loop');
    const newer = await submit('Downend cliff path');
    const res = (await as('get', '/routes?pageSize=3').expect(200)).body;
    expect(res.items.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([newer, older]);
    expect(res.items[0]).toMatchObject({
      beachId: beach.id,
      beachSlug: 'croyde-beach',
      routeName: 'Downend cliff path',
      difficulty: 'moderate',
      estimatedDuration: 45,
      distanceKm: 2.5,
      safetyNotes: null,
      submittedBy: 'Sam',
      submitterEmail: 'sam@example.com',
      isApproved: false,
    });
    const approved = (await as('get', '/routes?status=approved').expect(200)).body;
    expect(approved.total).toBeGreaterThan(0);
    expect(approved.items.every((r: { isApproved: boolean }) => r.isApproved)).toBe(true);
    const pending = (await as('get', '/routes?status=pending&pageSize=100').expect(200)).body;
    expect(pending.items.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([newer, older]);
    expect(pending.items.every((r: { isApproved: boolean }) => !r.isApproved)).toBe(true);
    // In the whole list every pending route comes before every approved one.
    const all = (await as('get', '/routes?pageSize=100').expect(200)).body;
    const flags = all.items.map((r: { isApproved: boolean }) => r.isApproved);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    expect(all.total).toBe(pending.total + approved.total);
  });

  it('refuses a status it does not know', async () => {
    const res = await as('get', '/routes?status=rejected').expect(400);
    expect(res.body.error.fields.status).toEqual(['Must be one of: pending, approved, all']);
  });
});

describe('PUT /api/admin/routes/:id/approve', () => {
  it('makes the route public on its beach page and in the sync, and logs who approved it', async () => {
    const id = await submit('Saunton dunes walk');
    expect(await publicRouteNames()).not.toContain('Saunton dunes walk');
    const res = await as('put', `/routes/${id}/approve`).expect(200);
    expect(res.body).toMatchObject({ id, isApproved: true, routeName: 'Saunton dunes walk' });
    expect(await publicRouteNames()).toContain('Saunton dunes walk');
    const sync = (await request(t.callback).get('/api/sync').expect(200)).body;
    expect(sync.walkingRoutes.map((r: { id: number }) => r.id)).toContain(id);
    const audit = await t.db.knex('adminAuditLog').where({ entity: 'walking_route', entityId: id });
    expect(audit).toMatchObject([
      {
        action: 'approve',
        adminUsername: admin.username,
        changes: { isApproved: { before: false, after: true } },
      },
    ]);
    // Approving it again changes nothing and logs nothing.
    await as('put', `/routes/${id}/approve`).expect(200);
    expect(await t.db.knex('adminAuditLog').where({ entity: 'walking_route', entityId: id })).toHaveLength(1);
  });

  it('answers 404 for a route that is not there', async () => {
    const res = await as('put', '/routes/999999/approve').expect(404);
    expect(res.body.error.message).toBe('Walking route not found');
  });
});

describe('DELETE /api/admin/routes/:id', () => {
  it('deletes the route and its ratings; it leaves the public list', async () => {
    const id = await submit('Putsborough sands');
    await as('put', `/routes/${id}/approve`).expect(200);
    await request(t.callback)
      .post(`/api/routes/${id}/rate`)
      .send({ rating: 5, raterName: 'Sam' })
      .expect(201);
    expect(
      await as('delete', `/routes/${id}`)
        .expect(200)
        .then((r) => r.body),
    ).toEqual({ success: true });
    expect(await publicRouteNames()).not.toContain('Putsborough sands');
    expect(await t.db.knex('routeRatings').where({ routeId: id })).toEqual([]);
    await as('delete', `/routes/${id}`).expect(404);
  });
});

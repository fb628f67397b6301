/**
 * Beach Management's API (issue #13): the list, Add Beach, the editor's save with the schema's
 * messages, and what an edit or a delete does to the public API, the phones' sync and the stats.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BEACH_MESSAGES } from '../../../domain/admin/admin-beach.ts';
import type { DogRule } from '../../../domain/dog-rules/dog-rules.ts';
import { signUpAndVerify } from '../../testing/accounts.ts';
import { buildAdminBeach } from '../../testing/admin-beaches.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { photo } from '../../testing/images.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;

beforeAll(async () => {
  admin = await signInNewAdmin(t);
});

const api = () => request(t.callback);
const asAdmin = <R extends { set: (k: string, v: string) => R }>(req: R) => req.set('Cookie', admin.cookie);
const create = (body: object) => asAdmin(api().post('/api/admin/beaches')).send(body);
const cursorNow = async () => (await api().get('/api/sync').expect(200)).body.cursor as string;
const summerBan: DogRule = {
  kind: 'no-dogs',
  zone: null,
  period: { from: '05-01', to: '09-30' },
  hours: 'all-day',
};

describe('GET /api/admin/beaches', () => {
  it('searches name and location in any case, sorts both ways and pages', async () => {
    const page = await asAdmin(api().get('/api/admin/beaches?search=WOOLACOMBE&pageSize=5')).expect(200);
    expect(page.body.items.map((b: { slug: string }) => b.slug)).toContain('woolacombe-beach');
    expect(page.body.items[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.stringMatching(/woolacombe/i),
      location: 'North Devon',
      accessType: expect.any(String),
      averageRating: expect.any(Number),
      totalReviews: expect.any(Number),
      hasParking: expect.any(Boolean),
      hasFacilities: expect.any(Boolean),
      imageUrl: null,
      updatedAt: expect.any(String),
    });

    const byPlace = await asAdmin(api().get('/api/admin/beaches?search=torbay&pageSize=500')).expect(200);
    expect(byPlace.body.total).toBeGreaterThan(3);
    expect(byPlace.body.items.every((b: { location: string }) => b.location === 'Torbay')).toBe(true);

    const names = async (query: string) =>
      (await asAdmin(api().get(`/api/admin/beaches?${query}`)).expect(200)).body.items.map(
        (b: { name: string }) => b.name.toLowerCase(),
      );
    const asc = await names('sort=name&order=asc&pageSize=500');
    expect(asc).toEqual([...asc].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await names('sort=name&order=desc&pageSize=500');
    expect(desc[0]).toBe(asc.at(-1));

    const first = await asAdmin(api().get('/api/admin/beaches?page=1&pageSize=10')).expect(200);
    const second = await asAdmin(api().get('/api/admin/beaches?page=2&pageSize=10')).expect(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, total: asc.length });
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);

    const byAccess = await asAdmin(api().get('/api/admin/beaches?sort=accessType&order=desc&pageSize=500'));
    const types = byAccess.body.items.map((b: { accessType: string }) => b.accessType);
    expect(types).toEqual([...types].sort().reverse());
  });

  it('refuses a bad query with a 400 that names the field', async () => {
    const res = await asAdmin(api().get('/api/admin/beaches?sort=rating&pageSize=501')).expect(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['pageSize', 'sort']);
  });

  it('GET /api/admin/beaches/:id answers the beach as the public API presents it', async () => {
    const pub = await api().get('/api/beaches/croyde-beach').expect(200);
    const res = await asAdmin(api().get(`/api/admin/beaches/${pub.body.id}`)).expect(200);
    expect(res.body).toMatchObject({ slug: 'croyde-beach', dogRules: pub.body.dogRules });
    // The working notes go to admins only (issue #29).
    expect(pub.body.validationNotes).toBeNull();
    expect(res.body.validationNotes).toEqual(expect.stringContaining('North Devon Council'));
    expect(res.headers['cache-control']).toBe('private, no-store');
    await asAdmin(api().get('/api/admin/beaches/99999999')).expect(404);
  });
});

describe('POST /api/admin/beaches (Add Beach)', () => {
  it('creates a beach with a slug from its name, its dog fields from its rules, listed publicly', async () => {
    const stats = (await api().get('/api/stats').expect(200)).body;
    const body = buildAdminBeach({ name: 'Lee Bay', dogRules: [summerBan] });
    const res = await create({ ...body, accessType: 'seasonal' }).expect(201);
    expect(res.body).toMatchObject({
      slug: 'lee-bay',
      accessType: 'seasonal',
      dogAccessStatus: 'seasonal_ban',
      dogRestrictionStart: '05-01',
      dogRestrictionEnd: '09-30',
      dogRules: [summerBan],
      county: 'Devon',
      validationConfidence: 'low',
    });
    // The coast rule gives it a tide gauge, as the seed does for every beach.
    expect(res.body.tideStationId).toEqual(expect.any(String));

    const listed = await api().get('/api/beaches?search=lee%20bay').expect(200);
    expect(listed.body.items.map((b: { slug: string }) => b.slug)).toContain('lee-bay');
    const after = (await api().get('/api/stats').expect(200)).body;
    expect(after.totalBeaches).toBe(stats.totalBeaches + 1);

    const again = await create(buildAdminBeach({ name: 'Lee Bay' })).expect(201);
    expect(again.body.slug).toBe('lee-bay-2');
  });

  it('derives the rules from the access type when none are given, as the seed does', async () => {
    const res = await create(buildAdminBeach({ accessType: 'no-dogs', dogRules: null })).expect(201);
    expect(res.body).toMatchObject({ dogAccessStatus: 'year_round_ban', accessType: 'no-dogs' });
    expect(res.body.dogRules).toEqual([
      { kind: 'no-dogs', zone: null, period: 'all-year', hours: 'all-day' },
    ]);
  });

  it("answers bad fields with the editor schema's messages", async () => {
    const res = await create(buildAdminBeach({ name: ' ', latitude: 'abc', location: 'Atlantis' } as never));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      name: [ADMIN_BEACH_MESSAGES.nameRequired],
      latitude: [ADMIN_BEACH_MESSAGES.latitudeNumber],
      location: [ADMIN_BEACH_MESSAGES.location],
    });
    const mismatch = await create(buildAdminBeach({ accessType: 'no-dogs', dogRules: [] })).expect(400);
    expect(mismatch.body.error.fields.accessType[0]).toMatch(/agree with the dog rules.*year-round/);
  });

  it('takes an image address only as an uploaded photo or a web address (issue #27: javascript: was kept)', async () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.jpg',
      'x.jpg',
    ]) {
      const res = await create(buildAdminBeach({ name: `Image ${imageUrl.length}`, imageUrl } as never));
      expect(res.status, imageUrl).toBe(400);
      expect(res.body.error.fields.imageUrl, imageUrl).toEqual([ADMIN_BEACH_MESSAGES.imageUrl]);
    }
    for (const imageUrl of ['/uploads/beaches/abc/1200.jpg', 'https://example.org/beach.jpg']) {
      await create(buildAdminBeach({ name: `Fine image ${imageUrl.length}`, imageUrl } as never)).expect(201);
    }
  });
  it('refuses a slug another beach has with a 409, and changes nothing', async () => {
    const before = await t.db.knex('beaches').count({ n: '*' }).first();
    const res = await create(buildAdminBeach({ slug: 'croyde-beach' })).expect(409);
    expect(res.body.error.message).toMatch(/croyde-beach/);
    expect(await t.db.knex('beaches').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('PUT /api/admin/beaches/:id', () => {
  it('saves new dog rules: the public beach and the sync delta show them, and the audit log has the change', async () => {
    const created = (await create(buildAdminBeach()).expect(201)).body;
    const cursor = await cursorNow();
    const body = {
      ...buildAdminBeach({ name: created.name, dogRules: [summerBan] }),
      accessType: 'seasonal',
    };
    const res = await asAdmin(api().put(`/api/admin/beaches/${created.id}`))
      .send(body)
      .expect(200);
    expect(res.body).toMatchObject({ slug: created.slug, dogRules: [summerBan], accessType: 'seasonal' });

    const pub = await api().get(`/api/beaches/${created.slug}`).expect(200);
    expect(pub.body).toMatchObject({ dogRules: [summerBan], dogRestrictionStart: '05-01' });
    const delta = (await api().get(`/api/sync?since=${cursor}`).expect(200)).body;
    expect(delta.beaches.find((b: { id: number }) => b.id === created.id)?.dogRules).toEqual([summerBan]);

    const audit = await t.db
      .knex('admin_audit_log')
      .where({ entity: 'beach', entityId: created.id, action: 'update' })
      .first();
    expect(audit).toMatchObject({ adminUsername: admin.username, summary: created.name });
    expect(audit.changes.dogRules).toEqual({ before: [], after: [summerBan] });
    expect(audit.changes.accessType).toEqual({ before: 'year-round', after: 'seasonal' });
    expect(audit.changes.name).toBeUndefined();
  });

  it('keeps what a beach without a rules list has recorded when it is saved without one', async () => {
    const created = (await create(buildAdminBeach({ accessType: 'seasonal', dogRules: null })).expect(201))
      .body;
    // A seasonal ban whose dates nobody recorded: no list can say when it applies.
    expect(created).toMatchObject({ dogRules: null, dogAccessStatus: 'seasonal_ban' });
    await t.db.knex('beaches').where({ id: created.id }).update({ dogOnLeadRequired: true });
    const body = buildAdminBeach({ name: `${created.name} North`, accessType: 'seasonal', dogRules: null });
    const res = await asAdmin(api().put(`/api/admin/beaches/${created.id}`))
      .send(body)
      .expect(200);
    expect(res.body).toMatchObject({
      dogRules: null,
      dogAccessStatus: 'seasonal_ban',
      dogOnLeadRequired: true,
    });
  });

  it("answers the schema's messages, 404 for a beach that is not there, 409 for a taken slug", async () => {
    const created = (await create(buildAdminBeach()).expect(201)).body;
    const put = (id: number, body: object) => asAdmin(api().put(`/api/admin/beaches/${id}`)).send(body);
    const bad = await put(created.id, { ...buildAdminBeach(), description: '', longitude: '200' }).expect(
      400,
    );
    expect(bad.body.error.fields).toMatchObject({
      description: [ADMIN_BEACH_MESSAGES.descriptionRequired],
      longitude: [ADMIN_BEACH_MESSAGES.longitudeNumber],
    });
    await put(99999999, buildAdminBeach()).expect(404);
    await put(created.id, buildAdminBeach({ slug: 'croyde-beach' })).expect(409);
  });

  it('leaves no change and no audit row when the write fails inside the transaction', async () => {
    const created = (await create(buildAdminBeach()).expect(201)).body;
    const audits = async () =>
      (await t.db.knex('admin_audit_log').where({ entityId: created.id, entity: 'beach' })).length;
    const logged = await audits();
    // A constraint the form cannot know about makes the UPDATE itself fail.
    await t.db.knex.raw(
      "ALTER TABLE beaches ADD CONSTRAINT test_no_forbidden_name CHECK (name <> 'Forbidden Cove')",
    );
    try {
      const res = await asAdmin(api().put(`/api/admin/beaches/${created.id}`)).send(
        buildAdminBeach({ name: 'Forbidden Cove' }),
      );
      // It got as far as the database: the form itself was valid.
      expect(res.body.error.code).toBe('database_error');
    } finally {
      await t.db.knex.raw('ALTER TABLE beaches DROP CONSTRAINT test_no_forbidden_name');
    }
    expect(await audits()).toBe(logged);
    expect((await api().get(`/api/beaches/${created.slug}`).expect(200)).body.name).toBe(created.name);
  });
});

describe('DELETE /api/admin/beaches/:id', () => {
  it('removes the beach everywhere, with its reviews and photos, and phones are told', async () => {
    const beach = (await create(buildAdminBeach()).expect(201)).body;
    const reviewer = await signUpAndVerify(t);
    await api()
      .post(`/api/beaches/${beach.slug}/reviews`)
      .set('Cookie', reviewer.cookie)
      .send({ rating: 5, reviewText: 'Rock pools full of crabs, the dog loved it.' })
      .expect(201);
    const upload = await api()
      .post(`/api/beaches/${beach.id}/community-photos-bulk`)
      .set('Cookie', reviewer.cookie)
      .attach('photos', await photo(400, 300), 'pools.jpg')
      .expect(201);
    const photoUrl = upload.body.photos[0].photoUrl;
    await api().get(photoUrl).expect(200);
    const stats = (await api().get('/api/stats').expect(200)).body;
    const cursor = await cursorNow();

    const res = await asAdmin(api().delete(`/api/admin/beaches/${beach.id}`)).expect(200);
    expect(res.body).toEqual({ deleted: { reviews: 1, photos: 1 } });

    await api().get(`/api/beaches/${beach.slug}`).expect(404);
    const listed = await api()
      .get(`/api/beaches?search=${encodeURIComponent(beach.name)}`)
      .expect(200);
    expect(listed.body.items).toEqual([]);
    expect((await api().get('/api/stats').expect(200)).body.totalBeaches).toBe(stats.totalBeaches - 1);
    expect(await t.db.knex('reviews').where({ beachId: beach.id })).toEqual([]);
    expect(await t.db.knex('community_photos').where({ beachId: beach.id })).toEqual([]);
    await api().get(photoUrl).expect(404);

    const delta = (await api().get(`/api/sync?since=${cursor}`).expect(200)).body;
    expect(delta.deleted.beaches).toContain(beach.id);
    expect(delta.beaches.map((b: { id: number }) => b.id)).not.toContain(beach.id);
    const admins = await asAdmin(api().get(`/api/admin/beaches?search=${encodeURIComponent(beach.name)}`));
    expect(admins.body.total).toBe(0);

    const audit = await t.db.knex('admin_audit_log').where({ entityId: beach.id, action: 'delete' }).first();
    expect(audit.summary).toMatch(/1 reviews and 1 photos/);
    expect(audit.changes.name).toEqual({ before: beach.name, after: null });
    await asAdmin(api().delete(`/api/admin/beaches/${beach.id}`)).expect(404);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp({ env: { E2E_TEST_HOOKS: 'true' } });

let offset = 0;
/** A live beach no other test in this file has touched. */
async function freshBeach(): Promise<{ id: number; slug: string }> {
  return t.db.knex('beaches').whereNull('deletedAt').orderBy('id').offset(offset++).first('id', 'slug');
}

const cursorNow = async () => (await request(t.callback).get('/api/sync?since=0').expect(200)).body.cursor;
const deltaSince = async (cursor: string) =>
  (await request(t.callback).get(`/api/sync?since=${cursor}`).expect(200)).body;

describe('PATCH /api/test-hooks/beaches/:identifier', () => {
  it('changes the allowed fields, and the next sync delta carries the change', async () => {
    const beach = await freshBeach();
    const cursor = await cursorNow();
    const res = await request(t.callback)
      .patch(`/api/test-hooks/beaches/${beach.slug}`)
      .send({ name: 'Renamed Sands', safetyNotes: 'Watch the rip at low tide' })
      .expect(200);
    expect(res.body).toMatchObject({ slug: beach.slug, name: 'Renamed Sands' });

    const page = await request(t.callback).get(`/api/beaches/${beach.id}`).expect(200);
    expect(page.body).toMatchObject({ name: 'Renamed Sands', safetyNotes: 'Watch the rip at low tide' });
    const delta = await deltaSince(cursor);
    expect(delta.beaches).toEqual([expect.objectContaining({ id: beach.id, name: 'Renamed Sands' })]);
  });

  it.each([
    ['an empty change', {}],
    ['a field it may not change', { slug: 'somewhere-else' }],
    ['a blank name', { name: '  ' }],
    ['a name that is not text', { name: 42 }],
  ])('refuses %s with 400', async (_, body) => {
    const beach = await freshBeach();
    const res = await request(t.callback)
      .patch(`/api/test-hooks/beaches/${beach.slug}`)
      .send(body)
      .expect(400);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('answers 404 for a beach that does not exist', async () => {
    await request(t.callback).patch('/api/test-hooks/beaches/no-such-beach').send({ name: 'X' }).expect(404);
  });
});

describe('DELETE /api/test-hooks/beaches/:identifier', () => {
  it('soft-deletes the beach: gone from the API, listed as deleted by the sync delta', async () => {
    const beach = await freshBeach();
    const cursor = await cursorNow();
    await request(t.callback).delete(`/api/test-hooks/beaches/${beach.slug}`).expect(204);

    const row = await t.db.knex('beaches').where({ id: beach.id }).first('deletedAt');
    expect(row.deletedAt).toBeInstanceOf(Date);
    await request(t.callback).get(`/api/beaches/${beach.slug}`).expect(404);
    expect((await deltaSince(cursor)).deleted.beaches).toEqual([beach.id]);
    // Deleted once: the hook no longer finds it.
    await request(t.callback).delete(`/api/test-hooks/beaches/${beach.slug}`).expect(404);
  });
});

describe('POST /api/test-hooks/beaches/:identifier/restore', () => {
  it('brings a deleted beach back, and the next sync delta carries it again', async () => {
    const beach = await freshBeach();
    await request(t.callback).delete(`/api/test-hooks/beaches/${beach.slug}`).expect(204);
    const cursor = await cursorNow();
    const res = await request(t.callback).post(`/api/test-hooks/beaches/${beach.slug}/restore`).expect(200);
    expect(res.body).toMatchObject({ id: beach.id, slug: beach.slug });
    await request(t.callback).get(`/api/beaches/${beach.slug}`).expect(200);
    const delta = await deltaSince(cursor);
    expect(delta.beaches).toEqual([expect.objectContaining({ id: beach.id })]);
    expect(delta.deleted.beaches).toEqual([]);
  });

  it('answers 404 for a beach that never existed', async () => {
    await request(t.callback).post('/api/test-hooks/beaches/no-such-beach/restore').expect(404);
  });
});

describe('without E2E_TEST_HOOKS', () => {
  it('the hooks do not exist: the API fallback answers 404', async () => {
    const app = t.makeApp({ E2E_TEST_HOOKS: '' }).callback();
    const beach = await freshBeach();
    const patch = await request(app).patch(`/api/test-hooks/beaches/${beach.slug}`).send({ name: 'X' });
    expect(patch.status).toBe(404);
    expect(patch.body.error.code).toBe('not_found');
    await request(app).delete(`/api/test-hooks/beaches/${beach.slug}`).expect(404);
    expect(await t.db.knex('beaches').where({ id: beach.id }).first('deletedAt')).toEqual({
      deletedAt: null,
    });
  });

  it('is off by default, and a production server refuses to start with it on', () => {
    expect(loadConfig({}).E2E_TEST_HOOKS).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        E2E_TEST_HOOKS: 'true',
        SESSION_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://devondogbeaches.example',
      }),
    ).toThrow(/E2E_TEST_HOOKS: .*never NODE_ENV=production/);
  });
});

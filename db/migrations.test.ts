import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type TestDatabase } from '../api/testing/test-database.ts';
import { migrateLatest, rollbackAll } from './migrate.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await openEmptyDatabase();
});
afterAll(() => db.destroy());

const userTables = async () => {
  const rows: { tableName: string }[] = await db
    .knex('information_schema.tables')
    .select('tableName')
    .where({ tableSchema: 'public' })
    .whereNotIn('tableName', ['knex_migrations', 'knex_migrations_lock']);
  return rows.map((r) => r.tableName).sort();
};

describe('migrations', () => {
  it('run forwards, all the way back, and forwards again', async () => {
    const applied = await migrateLatest(db.knex);
    expect(applied.length).toBeGreaterThanOrEqual(12);
    const tables = await userTables();
    for (const table of [
      'beaches',
      'blog_posts',
      'users',
      'admins',
      'sessions',
      'reviews',
      'walking_routes',
      'route_ratings',
      'beach_photos',
      'community_photos',
      'user_feedback',
      'contact_submissions',
      'beach_posts',
      'post_likes',
      'post_comments',
      'comment_likes',
      'user_follows',
      'beach_checkins',
      'beach_favourites',
      'water_quality',
      'water_quality_history',
      'eateries',
      'parking',
      'analytics_events',
      'idempotency_keys',
      'rate_limits',
      'mail_jobs',
      'sync_state',
      'sync_tombstones',
    ]) {
      expect(tables).toContain(table);
    }
    expect(await rollbackAll(db.knex)).toHaveLength(applied.length);
    expect(await userTables()).toEqual([]);
    expect(await migrateLatest(db.knex)).toHaveLength(applied.length);
  });

  it('enforce the rules of the data in the database itself', async () => {
    const beach = {
      slug: 'test-cove',
      name: 'Test Cove',
      location: 'South Devon',
      latitude: 50.3,
      longitude: -3.8,
      accessType: 'year-round',
      beachType: 'sandy',
    };
    const [{ id }] = await db.knex('beaches').insert(beach, ['id']);
    const rejects = (row: object) =>
      expect(db.knex('beaches').insert({ ...beach, ...row })).rejects.toThrow();
    await rejects({ slug: 'test-cove' }); // unique slug
    await rejects({ slug: 'b2', location: 'Narnia' });
    await rejects({ slug: 'b3', accessType: 'sometimes' });
    await rejects({ slug: 'b4', latitude: 91 });
    await rejects({ slug: 'b5', dogRestrictionStart: '13-01', dogRestrictionEnd: '09-30' });
    await rejects({ slug: 'b6', dogRestrictionStart: '05-01' }); // dates come in pairs
    await rejects({ slug: 'b7', dogRestrictionHours: 'mornings' });
    await rejects({ slug: 'Bad Slug' });
    await expect(
      db.knex('reviews').insert({ beachId: id, rating: 6, reviewText: 'x', reviewerName: 'A' }),
    ).rejects.toThrow();
    await expect(
      db.knex('reviews').insert({ beachId: 999999, rating: 5, reviewText: 'x', reviewerName: 'A' }),
    ).rejects.toThrow();

    // updated_at follows every update, for the incremental sync.
    const before = await db.knex('beaches').where({ id }).first();
    await new Promise((r) => setTimeout(r, 20));
    await db.knex('beaches').where({ id }).update({ name: 'Test Cove Renamed' });
    const after = await db.knex('beaches').where({ id }).first();
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());

    // Deleting a beach for good takes its reviews with it.
    await db.knex('reviews').insert({ beachId: id, rating: 5, reviewText: 'Lovely cove', reviewerName: 'A' });
    await db.knex('beaches').where({ id }).delete();
    expect(await db.knex('reviews').where({ beachId: id })).toEqual([]);
  });
});

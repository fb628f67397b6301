import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type TestDatabase } from '../api/testing/test-database.ts';
import { migrateLatest, migrationConfig, rollbackAll } from './migrate.ts';

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

describe('a database seeded before issue #29, once migrated', () => {
  let old: TestDatabase;
  const ids = { beach: 0, seededWalk: 0, realWalk: 0 };
  beforeAll(async () => {
    old = await openEmptyDatabase();
    // Every migration before this issue's, as such a database has them.
    for (;;) {
      const [, pending] = await old.knex.migrate.list(migrationConfig);
      if (!pending.length || String(pending[0]) >= '20261129000100') break;
      await old.knex.migrate.up(migrationConfig);
    }
    await seedAsBefore(old.knex);
    await migrateLatest(old.knex);
  });
  afterAll(() => old.destroy());

  const beach = (slug: string, extra: object = {}) => ({
    slug,
    name: slug,
    location: 'North Devon',
    latitude: 51.13,
    longitude: -4.24,
    accessType: 'year-round',
    beachType: 'sandy',
    ...extra,
  });
  const walk = {
    routeName: 'Baggy Point circular from Croyde',
    description: 'Round the headland.',
    estimatedDuration: 80,
    distanceKm: 4,
    startingPoint: 'NT car park',
    submittedBy: 'Sarah',
    isApproved: true,
  };

  /** Rows as the first seed wrote them, beside rows people wrote. */
  async function seedAsBefore(k: TestDatabase['knex']) {
    // Not a slug of the dataset: a dataset beach gets its record's note from a later migration.
    [{ id: ids.beach }] = await k('beaches').insert(
      beach('misty-cove', {
        hasFreshWater: false,
        validationNotes:
          'Flags from general knowledge; fresh-water availability not known (set false). Source: ITV.',
      }),
      ['id'],
    );
    await k('beaches').insert(
      beach('dry-cove', { hasFreshWater: false, validationNotes: 'No tap: checked on site.' }),
    );
    const beachId = ids.beach;
    const [{ id: userId }] = await k('users').insert({ email: 'sam@example.com' }, ['id']);
    await k('reviews').insert([
      // The first seed's review, word for word.
      {
        beachId,
        rating: 5,
        reviewerName: 'Sarah M.',
        reviewText:
          'Came in early November with our two collies and had most of the beach to ourselves. Walked round Baggy Point first, then down onto the sand for a run. Firm sand at low tide and space for everyone.',
      },
      { beachId, userId, rating: 2, reviewText: 'Windy, but the dogs loved it.', reviewerName: 'Sam W.' },
      // A real Sarah M. whose account has gone: her words are not the seed's.
      { beachId, rating: 4, reviewText: 'Our own visit, our own words.', reviewerName: 'Sarah M.' },
    ]);
    await k('beaches').where({ id: beachId }).update({ averageRating: 3.67, totalReviews: 3 });
    [{ id: ids.seededWalk }] = await k('walking_routes').insert({ ...walk, beachId }, ['id']);
    await k('route_ratings').insert({ routeId: ids.seededWalk, rating: 5, raterName: 'Tom' });
    // A signed-in visitor's walk of the same name stays.
    [{ id: ids.realWalk }] = await k('walking_routes').insert({ ...walk, beachId, userId }, ['id']);
    const post = { title: 'A guide', content: '<p>x</p>', isPublished: true };
    await k('blog_posts').insert([
      { ...post, slug: 'beach-safety-with-dogs', publishedAt: '2025-05-20T09:00:00Z' },
      // An admin dated this one: it stays.
      { ...post, slug: 'best-winter-dog-beaches-in-devon', publishedAt: '2026-12-01T10:00:00Z' },
    ]);
    const place = {
      beachId,
      venueType: 'pub',
      latitude: 51.1,
      longitude: -4.2,
      lastVerifiedAt: '2026-11-21',
    };
    await k('eateries').insert([
      { ...place, name: 'Unsourced' },
      { ...place, name: 'Sourced', sourceUrl: 'https://example.com' },
    ]);
  }

  it('loses the seeded review and walk (and its rating), keeps what people wrote, and rates from theirs', async () => {
    const k = old.knex;
    expect((await k('reviews').orderBy('id')).map((r) => r.reviewText)).toEqual([
      'Windy, but the dogs loved it.',
      'Our own visit, our own words.',
    ]);
    const rated = await k('beaches').where({ id: ids.beach }).first();
    expect([Number(rated.averageRating), rated.totalReviews]).toEqual([3, 2]);
    expect(await k('walking_routes').pluck('id')).toEqual([ids.realWalk]);
    expect(await k('route_ratings').where({ routeId: ids.seededWalk })).toEqual([]);
  });

  it("dates a seeded guide when this database published it, and leaves an admin's date", async () => {
    const posts = await old.knex('blog_posts').orderBy('id');
    expect(new Date(posts[0].publishedAt)).toEqual(new Date(posts[0].createdAt));
    expect(new Date(posts[1].publishedAt)).toEqual(new Date('2026-12-01T10:00:00Z'));
  });

  it("keeps a place's check date only where it has a source", async () => {
    const places = await old.knex('eateries').orderBy('id');
    expect(places.map((p) => [p.name, p.lastVerifiedAt !== null])).toEqual([
      ['Unsourced', false],
      ['Sourced', true],
    ]);
  });

  it('stores fresh water its note calls not known as not known, and a found-out "no" as no', async () => {
    const unknown = await old.knex('beaches').where({ slug: 'misty-cove' }).first();
    expect(unknown.hasFreshWater).toBeNull();
    expect(unknown.validationNotes).toBe(
      'Flags from general knowledge; fresh-water availability not known. Source: ITV.',
    );
    expect((await old.knex('beaches').where({ slug: 'dry-cove' }).first()).hasFreshWater).toBe(false);
  });
});

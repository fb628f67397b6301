/**
 * A beach's dog rules as a list through the API and the sync feed (issue #12), a database
 * seeded before the list existed getting its rules at the next start, and one whose single-period
 * fields claimed more freedom than its list put right by a migration (issue #29).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { up as recomputeLegacyDogFields } from '../../../db/migrations/20261130000100_recompute_legacy_dog_fields.ts';
import { seedIfEmpty } from '../../../db/seed-database.ts';
import { dogAccessNow } from '../../../domain/dog-rules/dog-access-now.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);
const burnhamPath = '/api/beaches/burnham-on-sea-beach?nocache=1';

describe('dog rules in the API', () => {
  it('gives the list with its zones, and the spec’s fields derived from it', async () => {
    const { body } = await get(burnhamPath).expect(200);
    // Each rule also names its sources (beach-evidence.test.ts).
    expect(body.dogRules).toMatchObject([
      {
        kind: 'no-dogs',
        zone: 'between the jetty and the pavilion (beach, jetty and Esplanade steps)',
        period: 'all-year',
        hours: 'all-day',
      },
      {
        kind: 'no-dogs',
        zone: 'from the jetty to the yacht club and from the pavilion to Maddocks Slade',
        period: { from: '05-01', to: '09-30' },
        hours: 'all-day',
      },
    ]);
    // The part closed all year keeps the single period all year (issue #29).
    expect(body).toMatchObject({
      dogAccessStatus: 'restricted',
      dogRestrictionStart: null,
      dogRestrictionEnd: null,
    });
    const sands = (await get('/api/beaches/blackpool-sands?nocache=1').expect(200)).body;
    // "Until after October half term": held past the latest half term (issue #29).
    expect(sands.dogRules[0].period).toEqual({ from: { daysFromEaster: -14 }, to: '11-05' });
  });

  it('reads a beach without a list from its single-period fields', async () => {
    const [{ id }] = await t.db.knex('beaches').insert(
      {
        slug: 'rule-less-cove',
        name: 'Rule-less Cove',
        location: 'South Devon',
        latitude: 50.3,
        longitude: -3.8,
        accessType: 'seasonal',
        beachType: 'sandy',
        dogAccessStatus: 'seasonal_ban',
        dogRestrictionStart: '05-01',
        dogRestrictionEnd: '09-30',
        dogRestrictionHours: '10:00-18:00',
      },
      ['id'],
    );
    const { body } = await get(`/api/beaches/${id}?nocache=1`).expect(200);
    expect(body.dogRules).toEqual([
      {
        kind: 'no-dogs',
        zone: null,
        period: { from: '05-01', to: '09-30' },
        hours: { from: '10:00', to: '18:00' },
      },
    ]);
    await t.db.knex('beaches').where({ id }).delete();
  });
});

describe('a database seeded before dog rules were a list', () => {
  it('gives each beach its rules at the next start, and the sync carries them to the phones', async () => {
    const before = (await get('/api/sync').expect(200)).body.cursor as string;
    // As the beach was stored before: no list, one period for the whole of it.
    await t.db.knex('beaches').where({ slug: 'burnham-on-sea-beach' }).update({
      dogRules: null,
      dogAccessStatus: 'seasonal_ban',
      accessType: 'seasonal',
      dogRestrictionStart: '05-01',
      dogRestrictionEnd: '09-30',
    });
    await t.db.knex('beaches').where({ slug: 'summerleaze-beach-bude' }).update({
      dogRules: null,
      dogRestrictionStart: null,
      dogRestrictionEnd: null,
      dogRestrictionHours: null,
    });
    // The old fields alone say dogs may go anywhere in December; the list will not.
    const stale = (await get(burnhamPath).expect(200)).body;
    expect(dogAccessNow(stale, new Date('2026-12-10T12:00:00Z')).state).toBe('allowed');

    expect(await seedIfEmpty(t.db.knex)).toMatchObject({ seeded: false });

    const burnham = (await get(burnhamPath).expect(200)).body;
    expect(burnham).toMatchObject({ dogAccessStatus: 'restricted', accessType: 'restricted' });
    expect(dogAccessNow(burnham, new Date('2026-12-10T12:00:00Z'))).toMatchObject({
      state: 'restricted',
      message: expect.stringContaining('No dogs between the jetty and the pavilion'),
    });
    const delta = (await get(`/api/sync?since=${before}`).expect(200)).body;
    const slugs = delta.beaches.map((b: { slug: string }) => b.slug);
    expect(slugs).toEqual(expect.arrayContaining(['burnham-on-sea-beach', 'summerleaze-beach-bude']));
    const summerleaze = delta.beaches.find((b: { slug: string }) => b.slug === 'summerleaze-beach-bude');
    expect(summerleaze).toMatchObject({ dogRestrictionStart: '05-21', dogRestrictionHours: '10:00-18:00' });
    expect(summerleaze.dogRules).toHaveLength(1);
  });
});

describe('a database whose single-period fields dropped a part closed all year', () => {
  it('has them recomputed from the list by the migration, and the sync carries them', async () => {
    // As the first derivation stored them: only the summer zones' dates.
    await t.db.knex('beaches').where({ slug: 'burnham-on-sea-beach' }).update({
      dogRestrictionStart: '05-01',
      dogRestrictionEnd: '09-30',
    });
    const stale = (await get(burnhamPath).expect(200)).body;
    const january = new Date('2027-01-15T12:00:00Z');
    expect(dogAccessNow({ ...stale, dogRules: null }, january).state).toBe('allowed');
    const before = (await get('/api/sync').expect(200)).body.cursor as string;

    await recomputeLegacyDogFields(t.db.knex);

    const burnham = (await get(burnhamPath).expect(200)).body;
    expect(burnham).toMatchObject({
      dogAccessStatus: 'restricted',
      dogRestrictionStart: null,
      dogRestrictionEnd: null,
      dogRestrictionHours: '24hr',
    });
    expect(dogAccessNow({ ...burnham, dogRules: null }, january).state).toBe('restricted');
    // Only the beach that changed is written, so only it travels to the phones.
    const delta = (await get(`/api/sync?since=${before}`).expect(200)).body;
    expect(delta.beaches.map((b: { slug: string }) => b.slug)).toEqual(['burnham-on-sea-beach']);
    expect(delta.beaches[0]).toMatchObject({ dogRestrictionStart: null });
  });
});

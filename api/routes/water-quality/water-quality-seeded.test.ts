/**
 * What a fresh database says about water quality before any EA import: only what the EA's list
 * of bathing waters published, dated by that list (issue #12), and every beach on a designated
 * bathing water has its record; one that is not on a water is told the nearest one (issue #29).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../db/seed-database.ts';
import { noRecordNote } from '../../../domain/water-quality/water-quality-wording.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);

const LIST_FETCHED = '2026-05-31T07:24:23.000Z';

describe('water quality on a freshly seeded database', () => {
  it('invents no history: no copies of the class, so nothing to make a trend of', async () => {
    const { body } = await get('/api/water-quality/history?days=366').expect(200);
    expect(body).toEqual([]);
  });

  it("dates every record by the day the EA's list was fetched, with no sample", async () => {
    const { body } = await get('/api/water-quality').expect(200);
    expect(body.length).toBeGreaterThan(100);
    for (const record of body) {
      expect(record).toMatchObject({ lastChecked: LIST_FETCHED, sample: null });
    }
  });

  it('gives every beach linked to a bathing water its record', async () => {
    const records = (await get('/api/water-quality').expect(200)).body as { beachId: number }[];
    const withRecord = new Set(records.map((r) => r.beachId));
    const beaches = (await get('/api/beaches').expect(200)).body as { id: number; bathingWaterId: string }[];
    const linked = beaches.filter((b) => b.bathingWaterId);
    expect(linked.length).toBeGreaterThan(100);
    expect(linked.filter((b) => !withRecord.has(b.id))).toEqual([]);
  });

  it.each([
    ['meadfoot-beach', 'Meadfoot: Excellent (Environment Agency 2025 annual classification)'],
    ['beacon-cove-torquay', 'Beacon Cove: Excellent (Environment Agency 2025 annual classification)'],
    [
      'combesgate-beach',
      'Combesgate Beach, Woolacombe: Excellent (Environment Agency 2025 annual classification)',
    ],
  ])('shows %s, an EA bathing water, with its 2025 class', async (slug, details) => {
    const res = await get(`/api/beaches/${slug}/water-quality`).expect(200);
    expect(res.body).toMatchObject({ status: 'excellent', classificationYear: 2025, statusDetails: details });
  });

  it('says West Bay East Beach is a designated bathing water the EA has not classified yet', async () => {
    const res = await get('/api/beaches/west-bay-east-beach/water-quality').expect(200);
    expect(res.body).toMatchObject({
      status: null,
      waterQualityStatus: 'Not yet classified',
      classificationYear: null,
      statusDetails:
        'East Beach at West Bay is a designated bathing water, not yet classified by the Environment Agency.',
    });
  });

  it('says a Closed bathing water is closed, with the year of that assessment', async () => {
    const res = await get('/api/beaches/tunnels-beaches-ilfracombe/water-quality').expect(200);
    expect(res.body).toMatchObject({ status: null, waterQualityStatus: 'Closed', classificationYear: 2025 });
  });

  it('names the bathing water nearest a beach that is not on one, with its distance', async () => {
    await get('/api/beaches/petit-tor-beach/water-quality').expect(200, 'null');
    const beach = (await get('/api/beaches/petit-tor-beach').expect(200)).body;
    expect(noRecordNote(beach)).toBe(
      'The nearest Environment Agency bathing water is Oddicombe, 600 m away; this beach is not sampled itself',
    );
  });
});

describe('a database seeded before water quality kept only what a source gave', () => {
  it('loses the copies, gets the new links and the fetch date at the next start, and the sync carries it', async () => {
    const knex = t.db.knex;
    const idOf = async (slug: string) => (await knex('beaches').where({ slug }).first('id')).id as number;
    const [woolacombe, meadfoot, croyde] = await Promise.all(
      ['woolacombe-beach', 'meadfoot-beach', 'croyde-beach'].map(idOf),
    );
    // As the old seed left it: seven daily copies of the class, the seed's clock as lastChecked,
    // Meadfoot not linked; and Croyde already imported from the EA.
    const seededAt = new Date('2026-11-20T09:00:00Z');
    const copy = { status: 'excellent', dataSource: 'ea_annual_classification', lastChecked: seededAt };
    await knex('water_quality_history').insert(
      [...Array(7).keys()].map((day) => ({
        ...copy,
        beachId: woolacombe,
        recordedAt: new Date(seededAt.getTime() - day * 86_400_000),
      })),
    );
    await knex('water_quality').where({ beachId: woolacombe }).update({ lastChecked: seededAt });
    await knex('water_quality').where({ beachId: meadfoot }).delete();
    await knex('beaches').where({ id: meadfoot }).update({ bathingWaterId: null });
    const imported = { dataSource: 'environment_agency', lastChecked: seededAt };
    await knex('water_quality').where({ beachId: croyde }).update(imported);
    const before = (await get('/api/sync').expect(200)).body.cursor as string;

    expect(await seedIfEmpty(knex)).toMatchObject({ seeded: false });

    expect((await get('/api/water-quality/history?days=366').expect(200)).body).toEqual([]);
    const record = async (id: number) => (await get(`/api/beaches/${id}/water-quality`).expect(200)).body;
    expect(await record(woolacombe)).toMatchObject({ lastChecked: LIST_FETCHED, classificationYear: 2025 });
    expect(await record(meadfoot)).toMatchObject({ status: 'excellent', lastChecked: LIST_FETCHED });
    expect(await record(croyde)).toMatchObject({
      dataSource: 'environment_agency',
      lastChecked: seededAt.toISOString(),
    });
    const delta = (await get(`/api/sync?since=${before}`).expect(200)).body;
    expect(delta.deleted.waterQualityHistory).toHaveLength(7);
    expect(delta.beaches.map((b: { id: number }) => b.id)).toContain(meadfoot);
    expect(delta.waterQuality.map((r: { beachId: number }) => r.beachId)).toContain(meadfoot);
    // A second start finds nothing left to put right.
    const after = (await get('/api/sync').expect(200)).body.cursor as string;
    await seedIfEmpty(knex);
    expect((await get('/api/sync').expect(200)).body.cursor).toBe(after);
  });
});

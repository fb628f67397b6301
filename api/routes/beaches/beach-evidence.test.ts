/**
 * Provenance as data in the API (issue #29): the public beach carries its rules' evidence, the
 * confidence that evidence earns today and no working notes (the admin area keeps them); and a
 * database seeded before evidence existed gets it by a migration that spares beaches an admin
 * has edited, with the sync carrying the change to the phones.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { up as giveEvidence } from '../../../db/migrations/20261203000100_give_seeded_beaches_their_evidence.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);
const beach = async (slug: string) => (await get(`/api/beaches/${slug}?nocache=1`).expect(200)).body;

describe('a public beach', () => {
  it('names what its rules rest on, and is as sure as that evidence, never as the stored level', async () => {
    await t.db.knex('beaches').where({ slug: 'croyde-beach' }).update({ validationConfidence: 'high' });
    const croyde = await beach('croyde-beach');
    expect(croyde.dogRules[0].evidence).toContainEqual(
      expect.objectContaining({ kind: 'council-page', url: expect.stringContaining('northdevon.gov.uk') }),
    );
    // A council's news release nobody recorded reading vouches for "medium", whatever is stored.
    expect(croyde).toMatchObject({ validationConfidence: 'medium', validationLastChecked: null });
    expect(croyde.validationNotes).toBeNull();
  });

  it('with no rules, says what tells it dogs are free there: a Cornish absence from one list is low', async () => {
    const fistral = await beach('fistral-beach');
    expect(fistral.dogRules).toEqual([]);
    expect(fistral.unrestrictedEvidence.map((e: { kind: string }) => e.kind)).toContain('absent-from-list');
    expect(fistral.validationConfidence).toBe('low');
  });

  it('dates a check only on the day a source was read', async () => {
    const lyme = await beach('lyme-regis-front-beach');
    expect(lyme.validationLastChecked).toBe('2026-11-25');
    expect(lyme.dogRules[0].evidence[0]).toMatchObject({ kind: 'press-report', seen: '2026-11-25' });
  });
});

describe('a database seeded before rules carried their evidence', () => {
  it('gets the evidence and the corrections by migration, except where an admin has edited', async () => {
    const knex = t.db.knex;
    const summer = { kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' };
    // As the first seed stored them: no evidence, a hand-set level, dates no source gives.
    await knex('beaches')
      .where({ slug: 'mothecombe-beach' })
      .update({
        dogRules: JSON.stringify([summer]),
        dogRestrictionStart: '05-01',
        dogRestrictionEnd: '09-30',
        dogRestrictionHours: '24hr',
        validationConfidence: 'low',
      });
    await knex('beaches')
      .where({ slug: 'daymer-bay' })
      .update({ unrestrictedEvidence: null, hasLifeguards: false, validationConfidence: 'medium' });
    await knex('beaches')
      .whereIn('slug', ['croyde-beach', 'saunton-sands'])
      .update({ validationNotes: 'Old note.' });
    const saunton = await knex('beaches').where({ slug: 'saunton-sands' }).first('id');
    await knex('beaches').where({ id: saunton.id }).update({ unrestrictedEvidence: null });
    await knex('adminAuditLog').insert({
      adminUsername: 'admin',
      action: 'update',
      entity: 'beach',
      entityId: saunton.id,
      summary: 'Saunton Sands',
    });
    const before = (await get('/api/sync').expect(200)).body.cursor as string;

    await giveEvidence(knex);

    const mothecombe = await knex('beaches').where({ slug: 'mothecombe-beach' }).first();
    expect(mothecombe).toMatchObject({ dogRules: null, dogRestrictionStart: null, dogRestrictionEnd: null });
    const daymer = await knex('beaches').where({ slug: 'daymer-bay' }).first();
    expect(daymer).toMatchObject({ hasLifeguards: null, validationConfidence: 'low' });
    expect(daymer.unrestrictedEvidence.length).toBeGreaterThan(0);
    // The admin's beach keeps what the admin left, note and all.
    expect(await knex('beaches').where({ id: saunton.id }).first()).toMatchObject({
      unrestrictedEvidence: null,
      validationNotes: 'Old note.',
    });
    expect((await knex('beaches').where({ slug: 'croyde-beach' }).first()).validationNotes).not.toBe(
      'Old note.',
    );

    const delta = (await get(`/api/sync?since=${before}`).expect(200)).body;
    const slugs = delta.beaches.map((b: { slug: string }) => b.slug);
    expect(slugs).toEqual(expect.arrayContaining(['mothecombe-beach', 'daymer-bay', 'croyde-beach']));
    expect(slugs).not.toContain('saunton-sands');
    const phone = delta.beaches.find((b: { slug: string }) => b.slug === 'mothecombe-beach');
    expect(phone).toMatchObject({ dogRules: null, validationNotes: null });
  });
});

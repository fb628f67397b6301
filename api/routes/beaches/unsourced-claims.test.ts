/**
 * Claims with no source behind them (issue #29): a parking tariff year shown as current, and a
 * guide promising "the date we last checked" where nothing was checked. The seed no longer
 * writes them, and a database seeded before is put right by its migrations.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { up as dropTariffYear } from '../../../db/migrations/20261202000800_drop_unsourced_parking_tariff_year.ts';
import { up as rewordGuides } from '../../../db/migrations/20261202000900_reword_unchecked_guide_claims.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);
const OLD_COST = 'Pay and display; check the 2025 tariff on site (Torbay Council)';
const OLD_CLAIM =
  'Every beach page in our app shows the rule as we understand it, the source we checked and the date we last checked it.';
const NEW_CLAIM =
  'Every beach page in our app shows the rule as we understand it and the sources it rests on, with the day a source was read where that is recorded.';
const GUIDE = 'seasonal-dog-bans-on-devon-beaches-how-they-work';

describe('unsourced claims', () => {
  it('are not in a freshly seeded database', async () => {
    const parking = (await get('/api/beaches/torre-abbey-sands/parking').expect(200)).body;
    expect(parking.length).toBeGreaterThan(0);
    for (const p of parking) expect(p.cost).not.toMatch(/2025/);
    expect(parking[0].cost).toBe(
      'Pay and display (Torbay Council); we hold no current tariff, so check the board on site',
    );
    const guide = (await get(`/api/blog/${GUIDE}`).expect(200)).body;
    expect(guide.content).not.toContain('last checked');
    expect(guide.content).toContain(NEW_CLAIM);
  });

  it('are reworded by the migrations in a database seeded before, leaving an admin’s own words', async () => {
    const knex = t.db.knex;
    const torre = await knex('beaches').where({ slug: 'torre-abbey-sands' }).first('id');
    const [first, second] = await knex('parking').where({ beachId: torre.id }).orderBy('id').select('id');
    await knex('parking').where({ id: first.id }).update({ cost: OLD_COST });
    await knex('parking')
      .where({ id: second?.id ?? -1 })
      .update({ cost: 'Free after 6pm (our admin)' });
    const post = await knex('blog_posts').where({ slug: GUIDE }).first('content');
    const seeded = post.content.replace(NEW_CLAIM, OLD_CLAIM);
    expect(seeded).not.toBe(post.content);
    await knex('blog_posts').where({ slug: GUIDE }).update({ content: seeded });

    await dropTariffYear(knex);
    await rewordGuides(knex);

    const costs = await knex('parking')
      .whereIn('id', [first.id, second?.id ?? -1])
      .orderBy('id')
      .pluck('cost');
    expect(costs[0]).toMatch(/^Pay and display \(Torbay Council\); we hold no current tariff/);
    if (second) expect(costs[1]).toBe('Free after 6pm (our admin)');
    const after = await knex('blog_posts').where({ slug: GUIDE }).first('content');
    expect(after.content).not.toContain(OLD_CLAIM);
    expect(after.content).toBe(post.content);
  });
});

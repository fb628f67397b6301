/**
 * Fills an empty database with the real dataset in db/data. Runs once: when beaches
 * already exist it does nothing, so a restart never seeds twice or overwrites edits.
 *
 * It writes nothing in anyone's name: reviews, walks and their ratings come only from people
 * who use the site, so a new site starts with none and every beach's rating at "no reviews".
 */
import type { Knex } from 'knex';
import { countyOf } from '../domain/beaches/county.ts';
import { beachProvenance } from '../domain/dog-rules/dog-rule-evidence-now.ts';
import {
  type BeachRecord,
  readBathingWaters,
  readBeaches,
  readBlogPosts,
  readEateries,
  readParking,
} from './data-files.ts';
import { seedDogRules } from './seeds/dog-rules.ts';
import { seedTideStations } from './seeds/tide-stations.ts';
import { type SeedBeach, seedWaterQuality, upgradeSeededWaterQuality } from './seeds/water-quality.ts';

export interface SeedResult {
  seeded: boolean;
  beaches: number;
}

export async function seedIfEmpty(knex: Knex): Promise<SeedResult> {
  const [{ count }] = await knex('beaches').count<{ count: string | number }[]>({ count: '*' });
  if (Number(count) > 0) {
    // A database seeded before beaches had tide gauges gets them once, after the migration.
    if (await knex('beaches').whereNull('tideNote').first()) await seedTideStations(knex);
    // And beaches seeded before dog rules were a list get their rules.
    if (await knex('beaches').whereNull('dogRules').first()) await seedDogRules(knex);
    // And water quality seeded before it kept only what a source gave is put right.
    await upgradeSeededWaterQuality(knex);
    return { seeded: false, beaches: Number(count) };
  }
  return knex.transaction(async (trx) => {
    const beaches = await seedBeaches(trx);
    await seedTideStations(trx);
    const ids = new Map(beaches.map((b) => [b.slug, b.id]));
    const beachId = (slug: string) => {
      const id = ids.get(slug);
      if (id === undefined) throw new Error(`Seed data refers to unknown beach slug "${slug}"`);
      return id;
    };
    await seedBlogPosts(trx);
    await trx.batchInsert(
      'parking',
      readParking().map(({ beachSlug, paymentMethods, ...p }) => ({
        ...p,
        beachId: beachId(beachSlug),
        paymentMethods: JSON.stringify(paymentMethods),
      })),
      100,
    );
    await trx.batchInsert(
      'eateries',
      readEateries().map(({ beachSlug, ...e }) => ({ ...e, beachId: beachId(beachSlug) })),
      100,
    );
    await seedWaterQuality(trx, beaches, readBathingWaters());
    return { seeded: true, beaches: beaches.length };
  });
}

async function seedBeaches(trx: Knex.Transaction) {
  const now = new Date();
  const rows = readBeaches().map((b) => beachRow(b, now));
  const inserted: (SeedBeach & { slug: string })[] = [];
  const returning = ['id', 'slug', 'bathingWaterId', 'latitude', 'longitude'];
  for (let i = 0; i < rows.length; i += 50) {
    inserted.push(...(await trx('beaches').insert(rows.slice(i, i + 50), returning)));
  }
  return inserted;
}

/**
 * A beach record as a row: its confidence and last check computed from its evidence (issue #29),
 * and an undated ban stored as SQL null, which the API reads back from the single-period fields.
 */
function beachRow(b: BeachRecord, now = new Date()) {
  return {
    ...b,
    ...beachProvenance(b, now),
    county: countyOf(b.location),
    beachCharacteristics: JSON.stringify(b.beachCharacteristics),
    dogRules: b.dogRules === null ? null : JSON.stringify(b.dogRules),
    unrestrictedEvidence: b.unrestrictedEvidence === null ? null : JSON.stringify(b.unrestrictedEvidence),
  };
}

/** Published posts are dated now: the day this database publishes them, not a day made up. */
async function seedBlogPosts(trx: Knex.Transaction) {
  const posts = readBlogPosts().map((p) => ({
    ...p,
    tags: JSON.stringify(p.tags),
    publishedAt: p.isPublished ? trx.fn.now() : null,
  }));
  await trx.batchInsert('blog_posts', posts, 50);
}

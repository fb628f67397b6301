import type { Knex } from 'knex';

/**
 * The first seed dated its guides in 2025, before the site existed (issue #29). A guide is
 * published when the seed puts it in the database, so each one still carrying the seed's
 * made-up date takes its row's created_at instead: the moment this database published it. A
 * date an admin has since set is left alone. The seed now dates posts itself.
 */
const SEEDED_DATES: [string, string][] = [
  ['seasonal-dog-bans-on-devon-beaches-how-they-work', '2025-04-12T09:00:00Z'],
  ['beach-safety-with-dogs', '2025-05-20T09:00:00Z'],
  ['best-winter-dog-beaches-in-devon', '2025-10-18T09:00:00Z'],
  ['year-round-dog-friendly-beaches-north-devon', '2025-06-07T09:00:00Z'],
  ['dog-friendly-beaches-south-devon-south-hams', '2025-07-03T09:00:00Z'],
  ['walking-your-dog-on-the-south-west-coast-path', '2025-08-22T09:00:00Z'],
  ['protecting-wildlife-ground-nesting-birds-and-seals', '2026-03-14T09:00:00Z'],
  ['understanding-bathing-water-quality-ratings', '2026-05-09T09:00:00Z'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [slug, madeUp] of SEEDED_DATES) {
    await knex('blog_posts')
      .where({ slug, publishedAt: madeUp })
      .update({ publishedAt: knex.ref('created_at') });
  }
}

/** The made-up dates are not put back. */
export async function down(): Promise<void> {}

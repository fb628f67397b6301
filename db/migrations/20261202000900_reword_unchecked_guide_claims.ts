import type { Knex } from 'knex';

/**
 * Two seeded guides claimed more than the app does (issue #29): that every beach page shows "the
 * date we last checked" a rule, though no one had checked most of them, and that a beach which is
 * not a designated bathing water is told so, where the app now names the nearest one. The
 * sentences are replaced in place; a guide an admin has rewritten no longer holds them and is left
 * as it is. Each write moves the row's change_version, so the phones' copies follow.
 */
const REWORDED: [slug: string, seeded: string, now: string][] = [
  [
    'seasonal-dog-bans-on-devon-beaches-how-they-work',
    'Every beach page in our app shows the rule as we understand it, the source we checked and the date we last checked it.',
    'Every beach page in our app shows the rule as we understand it and the sources it rests on, with the day a source was read where that is recorded.',
  ],
  [
    'understanding-bathing-water-quality-ratings',
    'Where a beach is not a designated bathing water, we say so rather than guess.',
    'Where a beach is not itself a designated bathing water, we name the nearest one and how far away it is, rather than guess.',
  ],
];

export async function up(knex: Knex): Promise<void> {
  for (const [slug, seeded, now] of REWORDED) {
    await knex('blog_posts')
      .where({ slug })
      .whereRaw('position(? in content) > 0', [seeded])
      .update({ content: knex.raw('replace(content, ?, ?)', [seeded, now]) });
  }
}

/** The claims are not put back. */
export async function down(): Promise<void> {}

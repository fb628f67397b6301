import type { Knex } from 'knex';

/**
 * The first seed gave every place to eat a "last verified" day of 21 November 2026, though only
 * one recorded the source it was checked against (issue #29). A check with no source is not one
 * we can stand behind, so those dates go; the seed no longer writes them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('eateries').whereNull('source_url').where({ lastVerifiedAt: '2026-11-21' }).update({
    lastVerifiedAt: null,
  });
}

/** The dates are not put back. */
export async function down(): Promise<void> {}

import type { Knex } from 'knex';

/**
 * An anonymous visitor rates a walking route once a day: `rater_key` is a keyed hash of their
 * address and browser (never the address itself), and rating again replaces the first rating.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('route_ratings', (t) => {
    t.text('rater_key');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX route_ratings_route_rater_key_unique ON route_ratings (route_id, rater_key) WHERE rater_key IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX route_ratings_route_rater_key_unique');
  await knex.schema.alterTable('route_ratings', (t) => {
    t.dropColumn('rater_key');
  });
}

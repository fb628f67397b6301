import type { Knex } from 'knex';

/** A signed-in visitor rates a walking route once; rating it again replaces the first rating. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE UNIQUE INDEX route_ratings_route_user_unique ON route_ratings (route_id, user_id) WHERE user_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX route_ratings_route_user_unique');
}

import type { Knex } from 'knex';
import { timestamps, touchUpdatedAt } from '../schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('walking_routes', (t) => {
    t.increments('id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.text('route_name').notNullable().checkLength('<=', 200);
    t.text('description').notNullable().checkLength('<=', 5000);
    t.text('difficulty').notNullable().defaultTo('easy').checkIn(['easy', 'moderate', 'challenging']);
    t.integer('estimated_duration')
      .notNullable()
      .checkBetween([1, 24 * 60]);
    t.decimal('distance_km', 5, 2).notNullable().checkBetween([0.1, 100]);
    t.text('starting_point').notNullable().checkLength('<=', 300);
    t.text('highlights').checkLength('<=', 2000);
    t.text('route_notes').checkLength('<=', 2000);
    t.text('submitted_by').notNullable().checkLength('<=', 100);
    t.text('submitter_email').checkLength('<=', 254);
    t.decimal('average_rating', 3, 2).notNullable().defaultTo(0).checkBetween([0, 5]);
    t.integer('total_ratings').notNullable().defaultTo(0);
    t.boolean('is_approved').notNullable().defaultTo(false);
    timestamps(knex, t);
    t.check('total_ratings >= 0', [], 'walking_routes_total_ratings_non_negative');
  });
  await knex.raw('CREATE INDEX walking_routes_beach_idx ON walking_routes (beach_id) WHERE is_approved');
  await touchUpdatedAt(knex, 'walking_routes');

  await knex.schema.createTable('route_ratings', (t) => {
    t.increments('id');
    t.integer('route_id').notNullable().references('walking_routes.id').onDelete('CASCADE').index();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.smallint('rating').notNullable().defaultTo(5).checkBetween([1, 5]);
    t.text('comment').checkLength('<=', 2000);
    t.text('rater_name').notNullable().checkLength('<=', 100);
    t.text('rater_email').checkLength('<=', 254);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('route_ratings');
  await knex.schema.dropTable('walking_routes');
}

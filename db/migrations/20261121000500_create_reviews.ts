import type { Knex } from 'knex';
import { timestamps, touchUpdatedAt } from '../schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE');
    // A review outlives its author's account: it keeps the name shown, loses the link.
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.smallint('rating').notNullable().checkBetween([1, 5]);
    t.text('review_text').notNullable().checkLength('<=', 2000);
    t.text('reviewer_name').notNullable().checkLength('<=', 100);
    t.date('visit_date');
    timestamps(knex, t);
    t.unique(['beach_id', 'user_id']);
  });
  await knex.raw('CREATE INDEX reviews_beach_idx ON reviews (beach_id, created_at DESC)');
  await touchUpdatedAt(knex, 'reviews');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reviews');
}

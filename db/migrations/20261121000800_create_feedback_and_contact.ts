import type { Knex } from 'knex';
import { timestamps, touchUpdatedAt } from '../schema-helpers.ts';

export const FEEDBACK_TYPES = [
  'comment',
  'suggestion',
  'issue',
  'general',
  'positive',
  'negative',
  'warning',
  'info',
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_feedback', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    // General feedback has no beach; feedback about a removed beach becomes general.
    t.integer('beach_id').references('beaches.id').onDelete('SET NULL');
    t.text('feedback_type').notNullable().defaultTo('comment').checkIn(FEEDBACK_TYPES);
    t.text('content').notNullable().checkLength('<=', 5000);
    t.boolean('is_public').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.check('length(btrim(content)) > 0', [], 'user_feedback_content_not_blank');
  });
  await knex.raw(
    'CREATE INDEX user_feedback_beach_idx ON user_feedback (beach_id, created_at DESC) WHERE is_public',
  );
  await touchUpdatedAt(knex, 'user_feedback');

  await knex.schema.createTable('contact_submissions', (t) => {
    t.increments('id');
    t.text('name').notNullable().checkLength('<=', 100);
    t.text('email').notNullable().checkLength('<=', 254);
    t.text('subject').checkLength('<=', 200);
    t.text('message').notNullable().checkLength('<=', 5000);
    t.boolean('is_read').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_submissions');
  await knex.schema.dropTable('user_feedback');
}

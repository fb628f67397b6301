import type { Knex } from 'knex';
import { touchUpdatedAt } from '../schema-helpers.ts';

/**
 * Plan a day out (issue #31): a user's beaches, kept on the server once they sign in.
 *
 * - `beach_favourites` (the spec's favourite: user, beach, notes) gains `remind`, the opt-in for
 *   reminders before that beach's dog rules change, and `updated_at`, so the phone can tell which
 *   copy is newer.
 * - `calendar_feeds`: one private, revocable address per user for the "my beaches" iCalendar feed.
 *   Only the token's SHA-256 is kept; revoking deletes the row, so the old address stops working.
 * - `users.reminders_unsubscribed_at`: set by the one-click unsubscribe; nothing is mailed after it.
 * - `reminder_digests`: one row per user and London day a digest went out, so a second run the
 *   same day sends nothing (the unique key holds it even with two servers).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beach_favourites', (t) => {
    t.boolean('remind').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await touchUpdatedAt(knex, 'beach_favourites');

  await knex.schema.createTable('calendar_feeds', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').unique();
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.alterTable('users', (t) => {
    t.timestamp('reminders_unsubscribed_at', { useTz: true });
  });

  await knex.schema.createTable('reminder_digests', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('london_day').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'london_day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reminder_digests');
  await knex.schema.alterTable('users', (t) => t.dropColumn('reminders_unsubscribed_at'));
  await knex.schema.dropTable('calendar_feeds');
  await knex.raw('DROP TRIGGER beach_favourites_touch_updated_at ON beach_favourites');
  await knex.schema.alterTable('beach_favourites', (t) => {
    t.dropColumn('remind');
    t.dropColumn('updated_at');
  });
}

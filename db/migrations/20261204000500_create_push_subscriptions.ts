import type { Knex } from 'knex';

/**
 * Reminders as Web Push notifications (issue #31 item 5): each phone a user turned them on for,
 * as its browser's push service gave it (the endpoint address and the two keys that encrypt a
 * message to it). One row per endpoint: a phone that subscribes again replaces its row, and the
 * row goes when the user turns it off, deletes their account, or the push service says the
 * endpoint is gone (404 or 410).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('endpoint').notNullable().unique();
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_subscriptions');
}

import type { Knex } from 'knex';
import { timestamps, touchUpdatedAt } from '../schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.text('email').notNullable().checkLength('<=', 254);
    t.text('password_hash');
    t.text('first_name').checkLength('<=', 100);
    t.text('last_name').checkLength('<=', 100);
    t.text('profile_image_url');
    t.boolean('email_verified').notNullable().defaultTo(false);
    // Tokens are stored hashed: a leaked table cannot verify or reset anyone.
    t.text('verification_token_hash');
    t.timestamp('verification_token_expires_at', { useTz: true });
    t.text('reset_token_hash');
    t.timestamp('reset_token_expires_at', { useTz: true });
    t.text('oidc_subject').unique();
    timestamps(knex, t);
  });
  await knex.raw('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))');
  await knex.raw('CREATE INDEX users_verification_token_idx ON users (verification_token_hash)');
  await knex.raw('CREATE INDEX users_reset_token_idx ON users (reset_token_hash)');
  await touchUpdatedAt(knex, 'users');

  await knex.schema.createTable('admins', (t) => {
    t.increments('id');
    t.text('username').notNullable().unique().checkLength('<=', 100);
    t.text('password_hash').notNullable();
    t.text('email');
    t.text('name');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_login_at', { useTz: true });
  });

  // One table for both kinds of session; user and admin cookies never share a row.
  await knex.schema.createTable('sessions', (t) => {
    t.text('sid').primary();
    t.text('kind').notNullable().checkIn(['user', 'admin']);
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('admins');
  await knex.schema.dropTable('users');
}

import type { Knex } from 'knex';

/**
 * Contact-form captcha challenges already used, kept until they expire, so that a solved
 * challenge is accepted once by whichever API process sees it first (a replay to another
 * process used to pass: each remembered only its own).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('spent_captchas', (t) => {
    t.text('nonce').primary();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('spent_captchas');
}

import type { Knex } from 'knex';

/**
 * Fixed-window counters for the abuse limits (login, register, reset, uploads, …), kept in the
 * database so that every API process counts against the same numbers.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary().comment("'<rule>:ip:<address>' or '<rule>:account:<hash or id>'");
    t.integer('count').notNullable();
    t.timestamp('reset_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}

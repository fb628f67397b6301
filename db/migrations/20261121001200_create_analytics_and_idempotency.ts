import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_events', (t) => {
    t.bigIncrements('id');
    t.text('name').notNullable().checkIn(['page_view', 'search', 'filter_used', 'sign_up', 'login']);
    t.text('category').checkLength('<=', 50);
    t.text('label').checkLength('<=', 200);
    t.decimal('value', 12, 2);
    t.text('path').checkLength('<=', 500);
    t.text('client_id').checkLength('<=', 64).comment('random id per installed app, not a person');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX analytics_events_name_time_idx ON analytics_events (name, occurred_at DESC)');

  // The first answer to a create, kept so that a replayed request gets it again.
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('key').notNullable();
    t.text('actor').notNullable().comment("'user:<id>', 'admin:<id>' or 'anonymous'");
    t.text('method').notNullable();
    t.text('path').notNullable();
    t.text('request_hash').notNullable();
    t.integer('response_status');
    t.jsonb('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    t.primary(['key', 'actor']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
  await knex.schema.dropTable('analytics_events');
}

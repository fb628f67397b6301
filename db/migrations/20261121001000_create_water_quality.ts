import type { Knex } from 'knex';

const STATUSES = ['excellent', 'good', 'sufficient', 'poor'];

function waterQualityColumns(knex: Knex, t: Knex.CreateTableBuilder) {
  t.text('water_quality_status').comment('the source wording, e.g. the EA classification or a risk warning');
  t.boolean('storm_overflow_active').notNullable().defaultTo(false);
  t.text('status').notNullable().checkIn(STATUSES);
  t.text('status_details');
  t.timestamp('last_checked', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.text('data_source').notNullable().defaultTo('waterfit_live');
  t.jsonb('raw_data');
}

export async function up(knex: Knex): Promise<void> {
  // One current record per beach; no record means "unknown".
  await knex.schema.createTable('water_quality', (t) => {
    t.integer('beach_id').primary().references('beaches.id').onDelete('CASCADE');
    waterQualityColumns(knex, t);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('water_quality_history', (t) => {
    t.increments('id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE');
    waterQualityColumns(knex, t);
    t.timestamp('recorded_at', { useTz: true }).notNullable();
    // Re-running an import never doubles a day.
    t.unique(['beach_id', 'recorded_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('water_quality_history');
  await knex.schema.dropTable('water_quality');
}

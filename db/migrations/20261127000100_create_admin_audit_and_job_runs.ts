import type { Knex } from 'knex';

/**
 * The admin area (issue #13).
 *
 * `admin_audit_log`: one row per admin write — who, what, when, and the fields that changed with
 * their values before and after. It is written in the same transaction as the write it records
 * (api/services/admin-audit.ts), so a write that rolls back leaves no row and a row never
 * describes a write that did not happen. The admin's username is copied in, so the log still
 * says who after an admin account is removed.
 *
 * `job_runs`: when each background job (the retention job first) last started and finished,
 * and what it did, so the dashboard can say when it last ran.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_audit_log', (t) => {
    t.bigIncrements('id');
    t.integer('admin_id').references('admins.id').onDelete('SET NULL');
    t.text('admin_username').notNullable();
    t.text('action').notNullable().comment("'create' | 'update' | 'delete' | 'approve' | 'hide' | …");
    t.text('entity').notNullable().comment("'beach', 'review', 'walking_route', …");
    t.bigInteger('entity_id');
    t.text('summary').notNullable().defaultTo('').comment('what a reader of the log sees first');
    t.jsonb('changes')
      .notNullable()
      .defaultTo('{}')
      .comment('{ field: { before, after } } for the fields the write changed');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX admin_audit_log_entity_idx ON admin_audit_log (entity, entity_id)');

  await knex.schema.createTable('job_runs', (t) => {
    t.text('name').primary();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.text('outcome').notNullable().defaultTo('running').checkIn(['running', 'ok', 'failed']);
    t.jsonb('result').notNullable().defaultTo('{}');
  });

  // The analytics tab reads events by day and kind; the retention job deletes by age.
  await knex.raw('CREATE INDEX IF NOT EXISTS analytics_events_created_idx ON analytics_events (created_at)');
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS contact_submissions_created_idx ON contact_submissions (created_at)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS contact_submissions_created_idx');
  await knex.raw('DROP INDEX IF EXISTS analytics_events_created_idx');
  await knex.schema.dropTable('job_runs');
  await knex.schema.dropTable('admin_audit_log');
}

import type { Knex } from 'knex';

/**
 * Outgoing mail waiting to be sent (api/jobs/mail-queue.ts). A request only adds a row, so its
 * answer takes the same time whether or not the address has an account; a worker in the app
 * process sends the mail, and rows outlive a restart. The payload says what to send, not the
 * rendered message, so no live reset or verification token ever waits in this table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_jobs', (t) => {
    t.bigIncrements('id');
    t.jsonb('payload')
      .notNullable()
      .comment("{ kind: 'registration' | 'verification' | 'password-reset', email }");
    t.text('status').notNullable().defaultTo('pending').checkIn(['pending', 'sending', 'failed']);
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('run_after', { useTz: true })
      .notNullable()
      .defaultTo(knex.fn.now())
      .comment('pending: not before; sending: when the claim lapses (the worker died)');
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "CREATE INDEX mail_jobs_due_idx ON mail_jobs (run_after, id) WHERE status IN ('pending', 'sending')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_jobs');
}

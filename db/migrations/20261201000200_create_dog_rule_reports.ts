import type { Knex } from 'knex';
import { timestamps, touchUpdatedAt } from '../schema-helpers.ts';

/**
 * The trust loop (issue #29 item 4): a visitor at the beach says whether the sign agrees with one
 * of its dog rules, with a photo of the sign; an admin confirms, corrects or dismisses the report.
 *
 * `rule_index` and `rule` are the rule as the visitor saw it (null for a beach listed with no rules:
 * the report is then about that claim). The photo's variants are stored as a community photo's
 * are, its location data stripped; `photo_taken_on` is the day the photo says it was taken, or the
 * phone's day when it says none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dog_rule_reports', (t) => {
    t.increments('id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE');
    // A visitor's reports go with their account.
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.integer('rule_index').checkBetween([0, 11]);
    t.jsonb('rule');
    t.text('verdict').notNullable().checkIn(['agrees', 'differs']);
    t.text('sign_says').checkLength('<=', 500);
    t.text('sign_location').checkLength('<=', 200);
    t.text('storage_key').comment('where the storage layer keeps the sign photo variants');
    t.jsonb('photo_variants').notNullable().defaultTo('[]');
    t.date('photo_taken_on');
    t.text('status').notNullable().defaultTo('open').checkIn(['open', 'confirmed', 'corrected', 'dismissed']);
    t.integer('decided_by').references('admins.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true });
    t.text('decision_note').checkLength('<=', 1000);
    timestamps(knex, t);
  });
  await knex.raw(
    "CREATE INDEX dog_rule_reports_open_idx ON dog_rule_reports (beach_id, created_at) WHERE status = 'open'",
  );
  await touchUpdatedAt(knex, 'dog_rule_reports');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('dog_rule_reports');
}

import type { Knex } from 'knex';

/**
 * Each beach's dog rules as a list (issue #12): zones, periods (fixed or counted from Easter)
 * and hours, as domain/dog-rules/dog-rules-schema.ts describes them. The single-period columns stay,
 * derived from the list for the API clients that read them. Null until the seed gives a beach
 * its rules (db/seeds/dog-rules.ts); the API then reads the old columns instead.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beaches', (t) => {
    t.jsonb('dog_rules');
    t.check("dog_rules IS NULL OR jsonb_typeof(dog_rules) = 'array'", [], 'beaches_dog_rules_is_list');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beaches', (t) => {
    t.dropChecks('beaches_dog_rules_is_list');
    t.dropColumn('dog_rules');
  });
}

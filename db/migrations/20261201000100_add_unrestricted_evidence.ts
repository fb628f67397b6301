import type { Knex } from 'knex';

/**
 * What a beach with no dog rules rests on (issue #29): the sources that say dogs are free there
 * all year, often no more than its absence from a council's list. Each rule's own evidence lives in
 * its entry of `dog_rules`. Null: nothing recorded.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beaches', (t) => {
    t.jsonb('unrestricted_evidence');
    t.check(
      "unrestricted_evidence IS NULL OR jsonb_typeof(unrestricted_evidence) = 'array'",
      [],
      'beaches_unrestricted_evidence_is_list',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beaches', (t) => {
    t.dropChecks('beaches_unrestricted_evidence_is_list');
    t.dropColumn('unrestricted_evidence');
  });
}

import type { Knex } from 'knex';

/**
 * A beach photo an admin uploads (issue #13) is stored like a community photo: a folder of
 * responsive variants. The row keeps where (so deleting the beach removes the files) and the
 * variants (so a page can offer a srcset).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beach_photos', (t) => {
    t.text('storage_key').comment('where the storage layer keeps the variants');
    t.jsonb('variants').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beach_photos', (t) => {
    t.dropColumn('variants');
    t.dropColumn('storage_key');
  });
}

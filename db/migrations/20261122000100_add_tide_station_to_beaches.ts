import type { Knex } from 'knex';

/**
 * Each beach remembers which tide gauge it takes its tides from (an id in
 * db/data/tide-stations-sw-england.json), its harbour's published time differences when
 * known, and the note shown with its tides. Filled by db/seeds/tide-stations.ts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beaches', (t) => {
    t.text('tide_station_id');
    t.integer('tide_offset_high_minutes').checkBetween([-180, 180]);
    t.integer('tide_offset_low_minutes').checkBetween([-180, 180]);
    t.text('tide_note');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('beaches', (t) => {
    t.dropColumn('tide_note');
    t.dropColumn('tide_offset_low_minutes');
    t.dropColumn('tide_offset_high_minutes');
    t.dropColumn('tide_station_id');
  });
}

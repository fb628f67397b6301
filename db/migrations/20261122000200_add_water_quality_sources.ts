import type { Knex } from 'knex';

/**
 * What the Environment Agency importer (api/jobs/import-water-quality.ts) records beside the
 * existing columns: the sampling point and classification year behind `status`, the daily
 * pollution-risk forecast, the storm-overflow start, and one sample's counts (the latest on
 * the current record, that day's on a history row).
 *
 * `status` becomes nullable: a bathing water the EA lists as Closed has no class, and saying
 * so beats inventing one.
 */
const TABLES = ['water_quality', 'water_quality_history'] as const;
const QUALIFIERS = ['<', '=', '>'];

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.text('sampling_point').comment('EA sampling-point notation, e.g. 24200');
      t.integer('classification_year').checkBetween([1990, 2100]);
      t.text('risk_level').checkIn(['normal', 'increased']).comment('EA daily pollution-risk forecast');
      t.timestamp('risk_expires_at', { useTz: true });
      t.text('risk_comment');
      t.timestamp('storm_overflow_since', { useTz: true });
      t.timestamp('sampled_at', { useTz: true });
      t.integer('e_coli').checkBetween([0, 1_000_000_000]);
      t.text('e_coli_qualifier').checkIn(QUALIFIERS);
      t.integer('enterococci').checkBetween([0, 1_000_000_000]);
      t.text('enterococci_qualifier').checkIn(QUALIFIERS);
      t.text('status').nullable().alter({ alterNullable: true, alterType: false });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    // Rows without a class cannot survive the NOT NULL coming back.
    await knex(table).whereNull('status').delete();
    await knex.schema.alterTable(table, (t) => {
      t.text('status').notNullable().alter({ alterNullable: true, alterType: false });
      t.dropColumns(
        'sampling_point',
        'classification_year',
        'risk_level',
        'risk_expires_at',
        'risk_comment',
        'storm_overflow_since',
        'sampled_at',
        'e_coli',
        'e_coli_qualifier',
        'enterococci',
        'enterococci_qualifier',
      );
    });
  }
}

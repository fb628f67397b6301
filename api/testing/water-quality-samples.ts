import type { Knex } from 'knex';

/**
 * A sample result as the importer stores it: one water_quality_history row dated by the sample.
 * The seed holds none (it invents no history), so tests that read history add their own.
 */
export async function insertSample(knex: Knex, beachId: number, sampledAt: Date, status = 'good') {
  await knex('water_quality_history').insert({
    beachId,
    status,
    dataSource: 'environment_agency',
    sampledAt,
    lastChecked: new Date(),
    recordedAt: sampledAt,
  });
}

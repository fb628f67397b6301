import type { Knex } from 'knex';
import { gaugeNote } from '../../domain/tides/tide-note.ts';
import { shippedTideStations } from '../tide-stations.ts';

/**
 * The first tide notes told every beach away from its gauge "local times may differ by up to
 * ~30 min", a figure no source gave, and said nothing of heights (issue #29): Porlock Weir takes
 * Hinkley Point's tide, whose spring range is 2.35 m larger than Ilfracombe's, the gauge as near
 * on the other side. Each note the rule wrote is written again by domain/tides/tide-note.ts,
 * which says only what the station data gives. Notes it did not write (a harbour's published
 * difference, an admin's) are left alone. Each write moves the row's change_version and
 * updated_at, so the delta sync carries the new note to the phones.
 *
 * The function is imported rather than copied: on a new database this runs before the seed, on
 * no beaches, so a later change to it cannot change what this did to an existing one.
 */
const RULE_WROTE = [
  /^Times for .+ \([\d.]+ km away\); local times may differ by up to ~30 min\.$/,
  /^Tide times for the .+ gauge, [\d.]+ km away\.$/,
];

export async function up(knex: Knex): Promise<void> {
  const rows: { id: number; latitude: string; longitude: string; tideStationId: string; tideNote: string }[] =
    await knex('beaches')
      .whereNotNull('tideStationId')
      .whereNotNull('tideNote')
      .select('id', 'latitude', 'longitude', 'tideStationId', 'tideNote');
  const written = rows.filter((r) => RULE_WROTE.some((pattern) => pattern.test(r.tideNote)));
  if (written.length === 0) return;
  const stations = shippedTideStations;
  for (const row of written) {
    const station = stations.find((s) => s.id === row.tideStationId);
    if (!station) continue;
    const point = { latitude: Number(row.latitude), longitude: Number(row.longitude) };
    const tideNote = gaugeNote(point, station, stations);
    if (tideNote !== row.tideNote) await knex('beaches').where({ id: row.id }).update({ tideNote });
  }
}

/** The unsourced "~30 min" is not put back. */
export async function down(): Promise<void> {}

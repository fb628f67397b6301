/**
 * Gives every beach its tide gauge (beaches.tide_station_id), the published time
 * differences of its harbour where known, and its tide note, by the rule in
 * domain/tides/beach-tide-settings.ts. Safe to re-run: it recomputes every beach.
 */
import type { Knex } from 'knex';
import { beachTideSettings } from '../../domain/tides/beach-tide-settings.ts';
import { shippedTideStations } from '../tide-stations.ts';

export async function seedTideStations(knex: Knex | Knex.Transaction): Promise<number> {
  const stations = shippedTideStations;
  const beaches: { id: number; slug: string; latitude: string; longitude: string }[] = await knex(
    'beaches',
  ).select('id', 'slug', 'latitude', 'longitude');
  const rows = beaches.map((b) => {
    const settings = beachTideSettings(
      { slug: b.slug, latitude: Number(b.latitude), longitude: Number(b.longitude) },
      stations,
    );
    // A beach the rule cannot place (far from every gauge) stays without tides, said plainly.
    return [
      b.id,
      settings?.tideStationId ?? null,
      settings?.tideOffsetHighMinutes ?? null,
      settings?.tideOffsetLowMinutes ?? null,
      settings?.tideNote ?? 'No tide gauge within reach of this beach.',
    ];
  });
  if (rows.length === 0) return 0;
  // One statement for all beaches: 180 single-row updates are slow on PGlite.
  await knex.raw(
    `UPDATE beaches AS b SET
       tide_station_id = v.station,
       tide_offset_high_minutes = v.high,
       tide_offset_low_minutes = v.low,
       tide_note = v.note
     FROM (VALUES ${rows.map(() => '(?::integer, ?::text, ?::integer, ?::integer, ?::text)').join(', ')})
       AS v(id, station, high, low, note)
     WHERE b.id = v.id`,
    rows.flat(),
  );
  return rows.length;
}

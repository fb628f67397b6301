/**
 * The tide source of a point, on the server: the live beaches near it come from the database,
 * and domain/tides decides (the same rule the browser applies offline).
 */

import type { Knex } from 'knex';
import { shippedTideStations as stations } from '../../db/tide-stations.ts';
import type { GeoPoint } from '../../domain/tides/coast-segments.ts';
import {
  type BeachTideRecord,
  NO_TIDES_HERE,
  nearestBeach,
  resolveTideSource,
  type TideSource,
} from '../../domain/tides/tide-source.ts';
import { notFound } from '../errors.ts';
import { Beach } from '../models/Beach.ts';

/** Degrees that safely contain BEACH_RADIUS_KM (1 km) at 50°N, for the indexed pre-filter. */
const LAT_BOX = 0.01;
const LNG_BOX = 0.015;

async function beachesAround(knex: Knex, point: GeoPoint): Promise<BeachTideRecord[]> {
  const candidates = await Beach.query(knex)
    .modify('live')
    .whereBetween('latitude', [point.latitude - LAT_BOX, point.latitude + LAT_BOX])
    .whereBetween('longitude', [point.longitude - LNG_BOX, point.longitude + LNG_BOX]);
  return candidates.map((beach) => ({
    slug: beach.slug,
    name: beach.name,
    latitude: Number(beach.latitude),
    longitude: Number(beach.longitude),
    tideStationId: beach.tideStationId,
    tideNote: beach.tideNote,
    tideOffsetHighMinutes: beach.tideOffsetHighMinutes,
    tideOffsetLowMinutes: beach.tideOffsetLowMinutes,
  }));
}

export async function tideSourceFor(knex: Knex, point: GeoPoint): Promise<TideSource> {
  const beach = nearestBeach(point, await beachesAround(knex, point));
  const source = resolveTideSource(point, beach, stations);
  if (!source) throw notFound(NO_TIDES_HERE);
  return source;
}

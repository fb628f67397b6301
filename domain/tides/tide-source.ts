/**
 * Which gauge, and which correction, answers for a point: the rule behind /api/tides and the
 * browser's offline tides alike. A point within a kilometre of a beach takes what is stored on
 * that beach (its gauge, its harbour's published differences and its note), so the beach page
 * and /api/tides agree; any other point takes the coast rule. Beaches stored before the tide
 * columns existed fall back to the rule. Callers bring the beaches: the API from the database,
 * the browser from those it has loaded.
 */
import type { SecondaryPortCorrection } from './apply-secondary-port.ts';
import { beachTideSettings, storedCorrection } from './beach-tide-settings.ts';
import { chooseTideStation, distanceKm, FAR_FROM_GAUGE_KM } from './choose-tide-station.ts';
import type { GeoPoint } from './coast-segments.ts';
import { secondaryPortFor } from './secondary-ports.ts';
import { gaugeNote } from './tide-note.ts';
import type { TideStation } from './tide-station.ts';
import { type TideStationInfo, tideStationInfo } from './tide-station-info.ts';

/** What a beach stores about its tides (the tide columns of beaches). */
export interface BeachTideRecord extends GeoPoint {
  slug: string;
  name: string;
  tideStationId: string | null;
  tideNote: string | null;
  /**
   * Stored differences in minutes, null for none. Absent where a record does not carry them
   * (the public beach response): then the published difference for this beach and gauge,
   * which is what the seed stores.
   */
  tideOffsetHighMinutes?: number | null;
  tideOffsetLowMinutes?: number | null;
}

export interface TideSource {
  station: TideStation;
  correction?: SecondaryPortCorrection;
  info: TideStationInfo;
}

/** A point this close to a beach is asking about that beach. */
const BEACH_RADIUS_KM = 1;

export const NO_TIDES_HERE = `No tide prediction for this point: tides are predicted for the coast of South West England, within ${FAR_FROM_GAUGE_KM} km of a tide gauge`;

/** The nearest beach within BEACH_RADIUS_KM of the point (the first of equals), or null. */
export function nearestBeach<B extends GeoPoint>(point: GeoPoint, beaches: Iterable<B>): B | null {
  let best: { beach: B; km: number } | null = null;
  for (const beach of beaches) {
    const km = distanceKm(point, beach);
    if (km <= BEACH_RADIUS_KM && (!best || km < best.km)) best = { beach, km };
  }
  return best?.beach ?? null;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

function fromBeach(beach: BeachTideRecord, stations: TideStation[]): TideSource | null {
  const stored = beach.tideStationId ? stations.find((s) => s.id === beach.tideStationId) : undefined;
  if (!stored) {
    const settings = beachTideSettings(beach, stations);
    if (!settings) return null;
    const { station, distanceKm: km } = settings.choice;
    const correction = storedCorrection(settings.tideOffsetHighMinutes, settings.tideOffsetLowMinutes);
    return {
      station,
      correction,
      info: tideStationInfo(station, km, settings.tideNote, settings.secondaryPort),
    };
  }
  const km = round1(distanceKm(beach, stored));
  const published = secondaryPortFor(beach.slug, stored.id);
  const correction =
    beach.tideOffsetHighMinutes === undefined && beach.tideOffsetLowMinutes === undefined
      ? storedCorrection(published?.highWaterMinutes ?? null, published?.lowWaterMinutes ?? null)
      : storedCorrection(beach.tideOffsetHighMinutes ?? null, beach.tideOffsetLowMinutes ?? null);
  const port = correction && {
    area: published?.area ?? beach.name,
    ...correction,
    source: published?.source ?? 'stored on the beach record',
  };
  return {
    station: stored,
    correction,
    info: tideStationInfo(stored, km, beach.tideNote ?? gaugeNote(beach, stored, stations), port ?? null),
  };
}

/**
 * The source of a point's tides: the beach's when `beach` (the one near the point, see
 * nearestBeach) has its tides stored, else the coast rule's; null far from every gauge.
 */
export function resolveTideSource(
  point: GeoPoint,
  beach: BeachTideRecord | null,
  stations: TideStation[],
): TideSource | null {
  const source = beach ? fromBeach(beach, stations) : null;
  if (source) return source;
  const choice = chooseTideStation(point, stations);
  if (!choice) return null;
  const { station, distanceKm: km } = choice;
  return { station, info: tideStationInfo(station, km, gaugeNote(point, station, stations), null) };
}

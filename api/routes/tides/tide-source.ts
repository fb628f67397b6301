/**
 * Which gauge, and which correction, answers for a point. A point within a kilometre of a
 * beach takes what is stored on that beach (its gauge, its harbour's published differences
 * and its note), so the beach page and /api/tides agree; any other point takes the coast
 * rule of domain/tides. Beaches seeded before the tide columns existed fall back to the rule.
 */
import stationFile from '../../../db/data/tide-stations-sw-england.json' with { type: 'json' };
import type { SecondaryPortCorrection } from '../../../domain/tides/apply-secondary-port.ts';
import { beachTideSettings, gaugeNote, storedCorrection } from '../../../domain/tides/beach-tide-settings.ts';
import {
  chooseTideStation,
  distanceKm,
  FAR_FROM_GAUGE_KM,
} from '../../../domain/tides/choose-tide-station.ts';
import type { GeoPoint } from '../../../domain/tides/coast-segments.ts';
import { secondaryPortFor } from '../../../domain/tides/secondary-ports.ts';
import { readTideStations, type TideStation } from '../../../domain/tides/tide-station.ts';
import { type TideStationInfo, tideStationInfo } from '../../../domain/tides/tide-station-info.ts';
import { notFound } from '../../errors.ts';
import { Beach } from '../../models/Beach.ts';

const stations = readTideStations(stationFile);
const stationsById = new Map(stations.map((s) => [s.id, s]));

/** A point this close to a beach is asking about that beach. */
const BEACH_RADIUS_KM = 1;
/** Degrees that safely contain BEACH_RADIUS_KM at 50°N, for the indexed pre-filter. */
const LAT_BOX = 0.01;
const LNG_BOX = 0.015;

export interface TideSource {
  station: TideStation;
  correction?: SecondaryPortCorrection;
  info: TideStationInfo;
}

async function beachNear(point: GeoPoint): Promise<(Beach & GeoPoint) | null> {
  const candidates = await Beach.query()
    .modify('live')
    .whereBetween('latitude', [point.latitude - LAT_BOX, point.latitude + LAT_BOX])
    .whereBetween('longitude', [point.longitude - LNG_BOX, point.longitude + LNG_BOX]);
  let best: { beach: Beach & GeoPoint; km: number } | null = null;
  for (const beach of candidates) {
    const located = Object.assign(beach, {
      latitude: Number(beach.latitude),
      longitude: Number(beach.longitude),
    });
    const km = distanceKm(point, located);
    if (km <= BEACH_RADIUS_KM && (!best || km < best.km)) best = { beach: located, km };
  }
  return best?.beach ?? null;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

function fromBeach(beach: Beach & GeoPoint): TideSource | null {
  const stored = beach.tideStationId ? stationsById.get(beach.tideStationId) : undefined;
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
  const correction = storedCorrection(beach.tideOffsetHighMinutes, beach.tideOffsetLowMinutes);
  const published = secondaryPortFor(beach.slug, stored.id);
  const port = correction && {
    area: published?.area ?? beach.name,
    ...correction,
    source: published?.source ?? 'stored on the beach record',
  };
  return {
    station: stored,
    correction,
    info: tideStationInfo(stored, km, beach.tideNote ?? gaugeNote(stored, km), port ?? null),
  };
}

export async function tideSourceFor(point: GeoPoint): Promise<TideSource> {
  const beach = await beachNear(point);
  const source = beach ? fromBeach(beach) : null;
  if (source) return source;
  const choice = chooseTideStation(point, stations);
  if (!choice) {
    throw notFound(
      `No tide prediction for this point: tides are predicted for the coast of South West England, within ${FAR_FROM_GAUGE_KM} km of a tide gauge`,
    );
  }
  const { station, distanceKm: km } = choice;
  return { station, info: tideStationInfo(station, km, gaugeNote(station, km), null) };
}

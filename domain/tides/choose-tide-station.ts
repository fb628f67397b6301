/**
 * Which gauge's tides a place gets: the nearest gauge on the same stretch of coast
 * (coast-segments.ts), and none at all for a point outside South West England or farther
 * than FAR_FROM_GAUGE_KM from every gauge (out at sea, or inland).
 */
import { type CoastSegment, coastSegmentOf, type GeoPoint } from './coast-segments.ts';
import type { TideStation } from './tide-station.ts';

/**
 * About 40 km, stretched to 45 so that the Hartland coast (Marsland and Welcombe Mouths,
 * 42–44 km from both Port Isaac and Ilfracombe) still gets tides.
 */
export const FAR_FROM_GAUGE_KM = 45;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface StationChoice {
  station: TideStation;
  /** From the point to the chosen gauge, 1 decimal. */
  distanceKm: number;
  segment: CoastSegment;
}

function nearest(point: GeoPoint, stations: TideStation[]) {
  let best: { station: TideStation; km: number } | null = null;
  for (const station of stations) {
    const km = distanceKm(point, station);
    if (!best || km < best.km) best = { station, km };
  }
  return best;
}

/** Accepts a beach ({ latitude, longitude, … }) or any point. */
export function chooseTideStation(point: GeoPoint, stations: TideStation[]): StationChoice | null {
  const segment = coastSegmentOf(point);
  if (!segment) return null;
  const anyGauge = nearest(point, stations);
  if (!anyGauge || anyGauge.km > FAR_FROM_GAUGE_KM) return null;
  const onSegment = nearest(
    point,
    stations.filter((s) => segment.stationIds.includes(s.id)),
  );
  if (!onSegment) return null;
  return { station: onSegment.station, distanceKm: Math.round(onSegment.km * 10) / 10, segment };
}

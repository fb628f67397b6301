/**
 * The Environment Agency bathing water nearest a beach that is not one itself (issue #29). The
 * EA samples only at its designated bathing waters' sampling points, so a beach a few hundred
 * metres away is not tested, but it is not "not designated" either: the honest thing is to name
 * the nearest water and say how far it is.
 */
import { formatRoundedDistance } from '../common/format.ts';
import { distanceKm } from '../tides/choose-tide-station.ts';
import type { GeoPoint } from '../tides/coast-segments.ts';

/** A water from the EA's list (db/data/bathing-waters.csv): its name and sampling point. */
export interface BathingWaterPoint {
  name: string;
  lat: number;
  lng: number;
}

export interface NearestBathingWater {
  name: string;
  /** From the beach to the water's sampling point, whole metres. */
  distanceM: number;
}

export function nearestBathingWater(
  point: GeoPoint,
  waters: readonly BathingWaterPoint[],
): NearestBathingWater | null {
  let best: NearestBathingWater | null = null;
  for (const water of waters) {
    const metres = Math.round(distanceKm(point, { latitude: water.lat, longitude: water.lng }) * 1000);
    if (!best || metres < best.distanceM) best = { name: water.name, distanceM: metres };
  }
  return best;
}

/** "The nearest Environment Agency bathing water is Hope Cove, 480 m away; this beach is not sampled itself" */
export const nearestBathingWaterText = ({ name, distanceM }: NearestBathingWater) =>
  `The nearest Environment Agency bathing water is ${name}, ${formatRoundedDistance(distanceM)} away; this beach is not sampled itself`;

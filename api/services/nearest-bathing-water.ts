/**
 * The EA bathing water nearest a beach that is not on one (domain/water-quality/nearest-bathing-water.ts), from
 * the EA's list as the dataset holds it (db/data/bathing-waters.csv), read once. A beach linked to
 * a water gets none: its own record speaks for it. (210 distances a beach: cheap enough for the
 * listing, which is cached per data version anyway.)
 */
import { readBathingWaters } from '../../db/data-files.ts';
import {
  type NearestBathingWater,
  nearestBathingWater,
} from '../../domain/water-quality/nearest-bathing-water.ts';
import type { Beach } from '../models/Beach.ts';

const waters = readBathingWaters();

export function nearestBathingWaterOf(
  beach: Pick<Beach, 'bathingWaterId' | 'latitude' | 'longitude'>,
): NearestBathingWater | null {
  if (beach.bathingWaterId) return null;
  const point = { latitude: Number(beach.latitude), longitude: Number(beach.longitude) };
  return nearestBathingWater(point, waters);
}

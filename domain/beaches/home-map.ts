/**
 * Which beaches home's map shows (spec §2 and §7): those whose location contains "Devon" or
 * "Torbay" (a location picked in the filters shows that location instead), at most 50. When
 * more match, the map shows the featured beaches that match and then, one at a time, the beach
 * farthest from every one already on it, so the 50 cover the whole coast rather than the
 * first 50 names.
 */
import { FEATURED_SLUGS, HOME_MAP_LIMIT } from './listing.ts';

interface MapBeach {
  slug: string;
  name: string;
  location: string;
  latitude: string;
  longitude: string;
}

/** The spec's rule for the home map: Devon's areas and Torbay. */
export const isDevonOrTorbay = (location: string) => /Devon|Torbay/.test(location);

/** Whether a beach is in the map's area: the picked location, or Devon and Torbay when none is. */
export const inHomeMapArea = (beach: Pick<MapBeach, 'location'>, pickedLocation?: string) =>
  pickedLocation ? beach.location === pickedLocation : isDevonOrTorbay(beach.location);

/** Squared distance on a local flat projection: plenty to compare points along one coast. */
function apart(a: MapBeach, b: MapBeach): number {
  const lat = (Number(a.latitude) * Math.PI) / 180;
  const dx = (Number(a.longitude) - Number(b.longitude)) * Math.cos(lat);
  const dy = Number(a.latitude) - Number(b.latitude);
  return dx * dx + dy * dy;
}

const hasPosition = (b: MapBeach) =>
  Number.isFinite(Number.parseFloat(b.latitude)) && Number.isFinite(Number.parseFloat(b.longitude));

const byName = (a: MapBeach, b: MapBeach) => a.name.localeCompare(b.name, 'en-GB');

/** Up to `limit` of the given beaches, spread along the coast, in name order. */
export function spreadForMap<T extends MapBeach>(beaches: readonly T[], limit = HOME_MAP_LIMIT): T[] {
  // A beach without a position has no place on a map.
  const pool = beaches.filter(hasPosition).sort(byName);
  if (pool.length <= limit) return pool;
  const featured = FEATURED_SLUGS.flatMap((slug) => pool.filter((b) => b.slug === slug));
  const chosen = featured.length > 0 ? featured.slice(0, limit) : [pool[0]];
  const left = pool.filter((b) => !chosen.includes(b));
  // Each beach not yet on the map, with its distance to the nearest one that is.
  const gap = left.map((b) => Math.min(...chosen.map((c) => apart(b, c))));
  while (chosen.length < limit && left.length > 0) {
    let far = 0;
    for (let i = 1; i < left.length; i++) if (gap[i] > gap[far]) far = i;
    const [next] = left.splice(far, 1);
    gap.splice(far, 1);
    chosen.push(next);
    for (let i = 0; i < left.length; i++) gap[i] = Math.min(gap[i], apart(left[i], next));
  }
  return chosen.sort(byName);
}

/**
 * How far a point lies from the coast, measured against the OpenStreetMap-derived coastline in
 * db/data (land polygons clipped to SW England, simplified: about 0.8 km between vertices, so a
 * point on the sand of a small cove can read 100–200 m from the line).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './data-files.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

type Ring = [number, number][];

const EARTH_METRES = 6_371_000;
const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function metres(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_METRES * Math.asin(Math.sqrt(h));
}

/** The coastline's rings (outer edges and holes of the land polygons), as [lng, lat] pairs. */
export function readCoastline(): Ring[] {
  const file = join(dataDir, 'coastline-sw-england-osm.geojson');
  const geo = JSON.parse(readFileSync(file, 'utf8')) as {
    features: { geometry: { coordinates: Ring[][] } }[];
  };
  return geo.features.flatMap((f) => f.geometry.coordinates.flat());
}

/** Metres from the point to the nearest coastline edge (flat projection around the point). */
export function metresToCoastline(point: LatLng, rings: Ring[]): number {
  const metresPerDegree = EARTH_METRES * RAD;
  const xScale = metresPerDegree * Math.cos(point.lat * RAD);
  const project = ([lng, lat]: [number, number]) => ({
    x: (lng - point.lng) * xScale,
    y: (lat - point.lat) * metresPerDegree,
  });
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i++) {
      const a = project(ring[i - 1]);
      const b = project(ring[i]);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const length2 = dx * dx + dy * dy;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / length2));
      best = Math.min(best, Math.hypot(a.x + t * dx, a.y + t * dy));
    }
  }
  return best;
}

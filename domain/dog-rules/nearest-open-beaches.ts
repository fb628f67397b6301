/**
 * Where to go instead (issue #12, item 6): from a beach where dogs are not allowed now, the
 * nearest beaches open to dogs, with the distance as the crow flies. Also the distance the
 * listing's "Near me" sort orders by. Pure, so the phone answers from its mirror offline.
 */

import { distanceKm } from '../tides/choose-tide-station.ts';
import { type DogRuleSource, dogRulesOf } from './dog-rules-legacy.ts';
import { type DogStatusToday, dogStatusToday } from './dog-rules-today.ts';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Great-circle distance in metres (the tide gauges' haversine, in metres). */
export const distanceMetres = (a: GeoPoint, b: GeoPoint): number =>
  distanceKm({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng }) * 1000;

/** A beach's position from the API's string coordinates; null when they are not usable. */
export function beachPoint(beach: { latitude: string; longitude: string }): GeoPoint | null {
  const lat = Number.parseFloat(beach.latitude);
  const lng = Number.parseFloat(beach.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

export interface Distanced<T> {
  beach: T;
  metres: number;
}

/** The beaches that have a position, nearest first (ties by name, so the order is stable). */
export function byDistance<T extends { name: string; latitude: string; longitude: string }>(
  from: GeoPoint,
  beaches: readonly T[],
): Distanced<T>[] {
  const placed: Distanced<T>[] = [];
  for (const beach of beaches) {
    const at = beachPoint(beach);
    if (at) placed.push({ beach, metres: distanceMetres(from, at) });
  }
  return placed.sort((a, b) => a.metres - b.metres || a.beach.name.localeCompare(b.beach.name));
}

export interface OpenBeach<T> extends Distanced<T> {
  status: DogStatusToday;
}

type Candidate = DogRuleSource & { id: number; name: string; latitude: string; longitude: string };

/**
 * The `count` nearest other beaches whose whole beach is open to dogs for the rest of today:
 * today's status is "welcome" or "lead" (no ban on the beach or a part of it still to come
 * today), so an owner sent there finds it open when they arrive.
 */
export function nearestOpenBeaches<T extends Candidate>(
  from: T,
  beaches: readonly T[],
  now: Date,
  count = 3,
): OpenBeach<T>[] {
  const origin = beachPoint(from);
  if (!origin) return [];
  const found: OpenBeach<T>[] = [];
  for (const near of byDistance(
    origin,
    beaches.filter((b) => b.id !== from.id),
  )) {
    const status = dogStatusToday(dogRulesOf(near.beach), now);
    if (status.tone === 'welcome' || status.tone === 'lead') found.push({ ...near, status });
    if (found.length === count) break;
  }
  return found;
}

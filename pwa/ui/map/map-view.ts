/**
 * The decisions behind every beach map, free of Leaflet so they can be unit-tested: which
 * beaches can be placed, what colour their marker is, how the map frames them (spec §2 Maps),
 * and the outbound OpenStreetMap links. At a planned moment (`at`, issue #31 item 2) a marker's
 * colour is the beach's status for dogs then, not its access type.
 */
import { ACCESS_TYPE_LABELS, type AccessType } from '../../../domain/beaches/beach.ts';
import {
  type DogRuleSource,
  dogRulesOf,
  unknownDogRules,
} from '../../../domain/dog-rules/dog-rules-legacy.ts';
import {
  type DogStatusToday,
  type DogStatusTone,
  dogStatusToday,
} from '../../../domain/dog-rules/dog-rules-today.ts';
import { dogStatusAt } from '../../../domain/dog-rules/dog-status-at.ts';
import { MAP_DEFAULTS, type MapBeach } from './map-types.ts';

export type MarkerTone = 'green' | 'amber' | 'red' | 'grey';

/** Spec §2: green year-round, amber seasonal, red restricted (and no dogs); grey rules not known. */
export const MARKER_COLOURS: Record<MarkerTone, string> = {
  green: '#2f855a',
  amber: '#d97706',
  red: '#c53030',
  grey: '#4a5568',
};

const STATUS_TO_ACCESS: Record<string, AccessType> = {
  allowed: 'year-round',
  seasonal_ban: 'seasonal',
  restricted: 'restricted',
  year_round_ban: 'no-dogs',
};

/** Driven by dogAccessStatus, falling back to accessType (spec §4). */
function mapAccess(beach: Pick<MapBeach, 'accessType' | 'dogAccessStatus'>): AccessType {
  const fromStatus = beach.dogAccessStatus ? STATUS_TO_ACCESS[beach.dogAccessStatus] : undefined;
  if (fromStatus) return fromStatus;
  return beach.accessType in ACCESS_TYPE_LABELS ? (beach.accessType as AccessType) : 'restricted';
}

// The API's values, typed loosely on the map: an unknown access reads as restricted above.
const asRuleSource = (beach: MapBeach) =>
  ({ ...beach, validationSourceUrl: beach.validationSourceUrl ?? null }) as DogRuleSource;

/** No rule and no source (a beach an admin added without rules): nothing to colour it green by. */
const rulesNotKnown = (beach: MapBeach) => unknownDogRules(asRuleSource(beach)) === 'nothing-recorded';

/** At a moment: welcome green, a lead or part closed amber, no dogs red, not known grey. */
const TONE_AT: Record<DogStatusTone, MarkerTone> = {
  welcome: 'green',
  lead: 'amber',
  'part-closed': 'amber',
  closed: 'red',
  unknown: 'grey',
};

export function markerTone(beach: MapBeach, at?: Date): MarkerTone {
  if (at) return TONE_AT[markerStatus(beach, at).tone];
  if (rulesNotKnown(beach)) return 'grey';
  const access = mapAccess(beach);
  if (access === 'year-round') return 'green';
  if (access === 'seasonal') return 'amber';
  return 'red';
}

export function accessLabel(beach: MapBeach): string {
  if (rulesNotKnown(beach)) return 'No dog rules recorded';
  const access = mapAccess(beach);
  return access === 'seasonal' ? 'Seasonal Access' : ACCESS_TYPE_LABELS[access];
}

/** Today's status for dogs ("No dogs until 30 Sep"), for a marker's name and its panel. */
export function markerStatusToday(beach: MapBeach, now = new Date()): DogStatusToday {
  return dogStatusToday(dogRulesOf(asRuleSource(beach)), now);
}

/** The status at the planned moment `at` when there is one, else today's. */
export function markerStatus(beach: MapBeach, at: Date | undefined): DogStatusToday {
  return at ? dogStatusAt(dogRulesOf(asRuleSource(beach)), at) : markerStatusToday(beach);
}

export interface MapPoint {
  beach: MapBeach;
  lat: number;
  lng: number;
}

/** The beaches that have usable coordinates (strings in the API), in the order given. */
export function toPoints(beaches: readonly MapBeach[]): MapPoint[] {
  const points: MapPoint[] = [];
  for (const beach of beaches) {
    const lat = Number.parseFloat(beach.latitude);
    const lng = Number.parseFloat(beach.longitude);
    if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
      points.push({ beach, lat, lng });
    }
  }
  return points;
}

type LatLngTuple = [number, number];

export type InitialView =
  | { kind: 'centre'; center: LatLngTuple; zoom: number }
  | { kind: 'bounds'; bounds: [LatLngTuple, LatLngTuple]; padding: number; maxZoom: number };

/** None: the default centre at zoom 8; one: that beach at zoom 11; more: fit them, padding 50, zoom ≤ 12. */
export function initialView(points: readonly MapPoint[]): InitialView {
  if (points.length === 0) return { kind: 'centre', center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
  if (points.length === 1) {
    return { kind: 'centre', center: [points[0].lat, points[0].lng], zoom: MAP_DEFAULTS.singleBeachZoom };
  }
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    kind: 'bounds',
    bounds: [
      [Math.min(...lats), Math.min(...lngs)],
      [Math.max(...lats), Math.max(...lngs)],
    ],
    padding: MAP_DEFAULTS.padding,
    maxZoom: MAP_DEFAULTS.maxFitZoom,
  };
}

const coord = (n: number) => n.toFixed(5);

/** OpenStreetMap routing to the beach; the visitor's start is left for them (or their device) to fill. */
export const directionsUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/directions?to=${coord(lat)}%2C${coord(lng)}`;

/** The open-map frame of the schematic's "Map View": the shown beaches' box, with a margin. */
export function osmEmbedUrl(points: readonly MapPoint[]): string {
  const margin = points.length > 1 ? 0.05 : 0.03;
  const [south, west, north, east] =
    points.length === 0
      ? [49.9, -6.0, 51.6, -1.9]
      : [
          Math.min(...points.map((p) => p.lat)) - margin,
          Math.min(...points.map((p) => p.lng)) - margin,
          Math.max(...points.map((p) => p.lat)) + margin,
          Math.max(...points.map((p) => p.lng)) + margin,
        ];
  const bbox = [west, south, east, north].map(coord).join('%2C');
  const marker = points.length === 1 ? `&marker=${coord(points[0].lat)}%2C${coord(points[0].lng)}` : '';
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik${marker}`;
}

/** The schematic map's list (spec §9: the first 12 beaches). */
export const fallbackListBeaches = (beaches: readonly MapBeach[]) =>
  beaches.slice(0, MAP_DEFAULTS.fallbackListSize);

/**
 * Storm overflows discharging near a beach, from the water companies' near-real-time feeds.
 * South West Water (whose WaterFit Live map shows this data) and Wessex Water publish their
 * Event Duration Monitoring status through the Water UK / Stream National Storm Overflow Hub
 * as ArcGIS feature services: one feature per outfall, `status` 1 discharging, 0 not,
 * -1 monitor offline, times in epoch milliseconds. South West Water spells the fields in
 * camelCase (`status`, `statusStart`), the common schema in PascalCase (`Status`), so
 * attributes are read without regard to case.
 *
 * The shape follows several independent public clients of these services; it was not checked
 * against a live capture (no network here). The recorded fixture in api/testing/fixtures is
 * built in that shape. An overflow counts for a beach when it discharges within `radiusKm` of
 * it: a proximity rule, not a hydrological one. An offline monitor counts as not active.
 */
import { z } from 'zod';
import { FetchJsonError, fetchJson } from './fetch-json.ts';

export interface StormOverflowPlace {
  id: string;
  lat: number;
  lng: number;
}

interface OverflowOutfall {
  id: string;
  company: string | null;
  watercourse: string | null;
  since: Date | null;
  distanceKm: number;
}

export interface StormOverflowStatus {
  active: boolean;
  /** When the earliest of the discharges nearby began. */
  since: Date | null;
  /** The outfalls discharging within the radius, nearest first. */
  outfalls: OverflowOutfall[];
}

/** What the importer needs from any overflow feed, whoever runs it. */
export interface StormOverflowAdapter {
  readonly source: string;
  statusByPlace(
    places: StormOverflowPlace[],
    signal?: AbortSignal,
  ): Promise<Map<string, StormOverflowStatus>>;
}

export interface ArcGisOverflowOptions {
  /** Layer or query URLs (…/FeatureServer/0 or …/FeatureServer/0/query). */
  urls: string[];
  radiusKm?: number;
  timeoutMs?: number;
  retryDelayMs?: number;
  userAgent?: string;
  fetch?: typeof fetch;
}

const DEFAULT_OVERFLOW_RADIUS_KM = 1;
const MAX_PAGES = 10;

const featureCollection = z.object({
  features: z.array(
    z.object({
      attributes: z.record(z.string(), z.unknown()),
      geometry: z.object({ x: z.number(), y: z.number() }).nullish(),
    }),
  ),
  exceededTransferLimit: z.boolean().optional(),
});
type Feature = z.infer<typeof featureCollection>['features'][number];

/** The adapter for STORM_OVERFLOW_URL (comma-separated for several companies); null when unset. */
export function stormOverflowAdapterFromConfig(
  config: { STORM_OVERFLOW_URL?: string },
  options: Omit<ArcGisOverflowOptions, 'urls'> = {},
): StormOverflowAdapter | null {
  const urls = (config.STORM_OVERFLOW_URL ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  return urls.length ? createArcGisOverflowAdapter({ ...options, urls }) : null;
}

export function createArcGisOverflowAdapter(options: ArcGisOverflowOptions): StormOverflowAdapter {
  const radiusKm = options.radiusKm ?? DEFAULT_OVERFLOW_RADIUS_KM;
  return {
    source: options.urls.map((u) => new URL(u).host).join(', '),
    async statusByPlace(places, signal) {
      const features: Feature[] = [];
      for (const url of options.urls) {
        const company = companyOf(url);
        for (const feature of await queryLayer(url, places, radiusKm, options, signal)) {
          features.push(company ? { ...feature, attributes: { company, ...feature.attributes } } : feature);
        }
      }
      return mapOverflowFeatures({ features }, places, radiusKm);
    },
  };
}

async function queryLayer(
  layerUrl: string,
  places: StormOverflowPlace[],
  radiusKm: number,
  options: ArcGisOverflowOptions,
  signal?: AbortSignal,
): Promise<Feature[]> {
  if (places.length === 0) return [];
  const url = new URL(layerUrl);
  if (!url.pathname.endsWith('/query')) url.pathname = `${url.pathname.replace(/\/$/, '')}/query`;
  // Only the outfalls around our beaches: one envelope around all of them, padded by the radius.
  const pad = radiusKm / 111 + 0.02;
  const envelope = {
    xmin: Math.min(...places.map((p) => p.lng)) - pad * 2,
    ymin: Math.min(...places.map((p) => p.lat)) - pad,
    xmax: Math.max(...places.map((p) => p.lng)) + pad * 2,
    ymax: Math.max(...places.map((p) => p.lat)) + pad,
    spatialReference: { wkid: 4326 },
  };
  const defaults: Record<string, string> = {
    where: '1=1',
    outFields: '*',
    returnGeometry: 'true',
    outSR: '4326',
    geometry: JSON.stringify(envelope),
    geometryType: 'esriGeometryEnvelope',
    inSR: '4326',
    spatialRel: 'esriSpatialRelIntersects',
    f: 'json',
  };
  for (const [key, value] of Object.entries(defaults))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);

  const features: Feature[] = [];
  for (let n = 0; n < MAX_PAGES; n++) {
    url.searchParams.set('resultOffset', String(features.length));
    const body = await fetchJson(url.toString(), {
      timeoutMs: options.timeoutMs ?? 20_000,
      retryDelayMs: options.retryDelayMs ?? 2_000,
      userAgent: options.userAgent ?? 'devon-dog-beaches storm-overflow check',
      fetch: options.fetch,
      signal,
    });
    // ArcGIS reports its own errors inside a 200 answer.
    const failure = (body as { error?: { message?: string } } | null)?.error;
    if (failure) throw new FetchJsonError('http', `storm overflow feed: ${failure.message ?? 'error'}`);
    const parsed = featureCollection.safeParse(body);
    if (!parsed.success) throw new FetchJsonError('malformed', 'storm overflow feed: not a feature set');
    features.push(...parsed.data.features);
    if (!parsed.data.exceededTransferLimit || parsed.data.features.length === 0) break;
  }
  return features;
}

/** Pure: a feature set (as the ArcGIS query answers) → each place's overflow status. */
export function mapOverflowFeatures(
  response: unknown,
  places: StormOverflowPlace[],
  radiusKm = DEFAULT_OVERFLOW_RADIUS_KM,
): Map<string, StormOverflowStatus> {
  const parsed = featureCollection.safeParse(response);
  if (!parsed.success) throw new FetchJsonError('malformed', 'storm overflow feed: not a feature set');
  const discharging = parsed.data.features.flatMap((feature) => {
    const a = caseless(feature.attributes);
    const lat = feature.geometry?.y ?? toNumber(a.latitude);
    const lng = feature.geometry?.x ?? toNumber(a.longitude);
    if (toNumber(a.status) !== 1 || lat === null || lng === null || Math.abs(lat) > 90) return [];
    return [
      {
        id: String(a.id ?? a.objectid ?? 'unknown'),
        company: typeof a.company === 'string' ? a.company : null,
        watercourse: typeof a.receivingwatercourse === 'string' ? a.receivingwatercourse : null,
        since: toDate(a.statusstart) ?? toDate(a.latesteventstart),
        lat,
        lng,
      },
    ];
  });
  return new Map(
    places.map((place) => {
      const outfalls = discharging
        .map(({ lat, lng, ...o }) => ({ ...o, distanceKm: distanceKm(place, { lat, lng }) }))
        .filter((o) => o.distanceKm <= radiusKm)
        .sort((a, b) => a.distanceKm - b.distanceKm)
        .map((o) => ({ ...o, distanceKm: round1(o.distanceKm) }));
      const starts = outfalls.flatMap((o) => (o.since ? [o.since.getTime()] : []));
      return [
        place.id,
        {
          active: outfalls.length > 0,
          since: starts.length ? new Date(Math.min(...starts)) : null,
          outfalls,
        },
      ];
    }),
  );
}

function caseless(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k.toLowerCase(), v]));
}

function companyOf(url: string): string | null {
  if (/NEH_outlets|south.?west/i.test(url)) return 'South West Water';
  if (/wessex/i.test(url)) return 'Wessex Water';
  return null;
}

const toNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const toDate = (v: unknown) => (typeof v === 'number' && v > 0 ? new Date(v) : null);
const round1 = (n: number) => Math.round(n * 10) / 10;

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

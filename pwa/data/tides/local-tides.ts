/**
 * Tides with no network, for any date: the answers of /api/tides, /api/tides/curve and
 * /api/tides/station computed in the browser by the same domain/tides code, so both agree to
 * the minute and the centimetre. The station constants and the predictor load in their own
 * chunk on the first tide asked for, never with the first page.
 *
 * The API gives a point within a kilometre of a beach that beach's stored tides (its gauge,
 * note and harbour difference); here the beaches are those the page has already loaded.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TideCurveDay } from '../../../domain/tides/tide-answers.ts';
import type { BeachTideRecord } from '../../../domain/tides/tide-source.ts';
import type { TideExtreme } from '../../../domain/tides/tide-station.ts';
import type { TideStationInfo } from '../../../domain/tides/tide-station-info.ts';

type Predictions = typeof import('./local-tide-predictions.ts');
let predictions: Promise<Predictions> | undefined;

/** One download; if it fails (offline before the chunk was cached) the next call tries again. */
function loadPredictions(): Promise<Predictions> {
  predictions ??= import('./local-tide-predictions.ts').catch((error: unknown) => {
    predictions = undefined;
    throw error;
  });
  return predictions;
}

/** The query strings' decimal degrees, as the API reads them. */
const pointOf = (lat: string, lng: string) => ({ latitude: Number(lat), longitude: Number(lng) });

export async function localTides(
  lat: string,
  lng: string,
  date: string,
  beaches: BeachTideRecord[] = [],
): Promise<TideExtreme[]> {
  return (await loadPredictions()).tidesAt(pointOf(lat, lng), date, beaches);
}

export async function localTideCurve(
  lat: string,
  lng: string,
  date: string,
  beaches: BeachTideRecord[] = [],
): Promise<TideCurveDay> {
  return (await loadPredictions()).tideCurveAt(pointOf(lat, lng), date, beaches);
}

export async function localTideStation(
  lat: string,
  lng: string,
  beaches: BeachTideRecord[] = [],
): Promise<TideStationInfo> {
  return (await loadPredictions()).tideStationAt(pointOf(lat, lng), beaches);
}

type Loaded = Record<string, unknown>;
const isObject = (value: unknown): value is Loaded => typeof value === 'object' && value !== null;

/** A beach as the API sends it (string coordinates, its tide columns), seen by shape only. */
function asTideRecord(value: unknown): BeachTideRecord | null {
  if (!isObject(value) || typeof value.slug !== 'string' || typeof value.name !== 'string') return null;
  if (!('tideStationId' in value)) return null;
  const latitude = Number(value.latitude);
  const longitude = Number(value.longitude);
  if (value.latitude == null || value.longitude == null || !Number.isFinite(latitude + longitude))
    return null;
  return {
    slug: value.slug,
    name: value.name,
    latitude,
    longitude,
    tideStationId: typeof value.tideStationId === 'string' ? value.tideStationId : null,
    tideNote: typeof value.tideNote === 'string' ? value.tideNote : null,
  };
}

/**
 * Every beach in the query cache (a detail page, the home list, listing pages), found by its
 * shape rather than its query key so it keeps working whatever the keys become.
 */
export function loadedBeaches(client: QueryClient): BeachTideRecord[] {
  const records: BeachTideRecord[] = [];
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    const items = Array.isArray(data)
      ? data
      : isObject(data) && Array.isArray(data.items)
        ? data.items
        : [data];
    for (const item of items) {
      const record = asTideRecord(item);
      if (record) records.push(record);
    }
  }
  return records;
}

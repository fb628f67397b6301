/**
 * Tide gauges and the answers predicted for them. The stations come from
 * db/data/tide-stations-sw-england.json (TICON-4 harmonic constants via the Neaps tide
 * database, CC BY 4.0): the server imports that file, the browser will load it in a lazy
 * chunk, and both hand it to readTideStations. No zod here, so the browser bundle stays small.
 */

interface HarmonicConstituent {
  name: string;
  /** Metres. */
  amplitude: number;
  /** Degrees, Greenwich phase lag (UTC). */
  phase: number;
}

/** One gauge, with the field names of the JSON file. */
export interface TideStation {
  id: string;
  /** The true place name (the database's own `name_in_database` is wrong for four records). */
  place_from_source_id: string;
  latitude: number;
  longitude: number;
  /** Datums in metres on the source's own reference; MSL − LAT lifts predictions to chart datum. */
  datums_m: { MSL: number; LAT: number } & Record<string, number>;
  license: { type: string; url: string; commercial_use: boolean };
  /** Must be shown wherever the station's predictions are (CC BY 4.0). */
  attribution: string;
  harmonic_constituents: HarmonicConstituent[];
}

export type TideType = 'high' | 'low';

/** A high or low water, as /api/tides answers it. */
export interface TideExtreme {
  /** ISO 8601 with the Europe/London offset, to the minute: "2026-07-01T07:27:00+01:00". */
  time: string;
  type: TideType;
  /** Metres above chart datum (LAT), 2 decimals. */
  height: number;
  /**
   * Set on the lesser turning points of a double high or low water (Weymouth, Swanage,
   * Bournemouth): a stand or second peak, not the cycle's main high or low. See minor-extremes.ts.
   */
  minor?: true;
}

export interface TideCurvePoint {
  time: string;
  /** Metres above chart datum, 2 decimals. */
  height: number;
}

export const stationName = (station: TideStation) => station.place_from_source_id;

const LICENCE_NAMES: Record<string, string> = { 'cc-by-4.0': 'CC BY 4.0' };
export const licenceName = (station: TideStation) =>
  LICENCE_NAMES[station.license.type] ?? station.license.type;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The stations of the JSON file, checked just enough that a broken file fails loudly. */
export function readTideStations(file: unknown): TideStation[] {
  const stations = (file as { stations?: unknown })?.stations;
  if (!Array.isArray(stations) || stations.length === 0) throw new Error('Tide station file has no stations');
  for (const s of stations as TideStation[]) {
    const ok =
      typeof s.id === 'string' &&
      typeof s.place_from_source_id === 'string' &&
      isNumber(s.latitude) &&
      isNumber(s.longitude) &&
      isNumber(s.datums_m?.MSL) &&
      isNumber(s.datums_m?.LAT) &&
      typeof s.attribution === 'string' &&
      s.license?.commercial_use === true &&
      Array.isArray(s.harmonic_constituents) &&
      s.harmonic_constituents.every(
        (c) => typeof c.name === 'string' && isNumber(c.amplitude) && isNumber(c.phase),
      );
    if (!ok)
      throw new Error(`Tide station ${String(s?.id)} is incomplete or not licensed for commercial use`);
  }
  return stations as TideStation[];
}

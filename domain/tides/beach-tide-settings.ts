/**
 * What a beach stores about its tides (beaches.tide_station_id, tide_offset_*_minutes,
 * tide_note): the gauge chosen by the coast rule, the harbour's published difference when
 * there is one, and a sentence saying honestly whose times these are.
 */
import type { SecondaryPortCorrection } from './apply-secondary-port.ts';
import { chooseTideStation, type StationChoice } from './choose-tide-station.ts';
import type { GeoPoint } from './coast-segments.ts';
import { type SecondaryPort, secondaryPortFor } from './secondary-ports.ts';
import { stationName, type TideStation } from './tide-station.ts';

export interface BeachTideSettings {
  tideStationId: string;
  tideOffsetHighMinutes: number | null;
  tideOffsetLowMinutes: number | null;
  tideNote: string;
}

/** Closer than this, the gauge's tide is the beach's for any purpose a walker has. */
const AT_THE_GAUGE_KM = 3;

/** The sentence shown with the tides of a place that has no published difference. */
export function gaugeNote(station: TideStation, distanceKm: number): string {
  const name = stationName(station);
  if (distanceKm < AT_THE_GAUGE_KM) return `Tide times for the ${name} gauge, ${distanceKm} km away.`;
  return `Times for ${name} (${distanceKm} km away); local times may differ by up to ~30 min.`;
}

export function beachTideSettings(
  beach: GeoPoint & { slug: string },
  stations: TideStation[],
): (BeachTideSettings & { choice: StationChoice; secondaryPort: SecondaryPort | null }) | null {
  const choice = chooseTideStation(beach, stations);
  if (!choice) return null;
  const port = secondaryPortFor(beach.slug, choice.station.id);
  return {
    choice,
    secondaryPort: port,
    tideStationId: choice.station.id,
    tideOffsetHighMinutes: port?.highWaterMinutes ?? null,
    tideOffsetLowMinutes: port?.lowWaterMinutes ?? null,
    tideNote: port?.note ?? gaugeNote(choice.station, choice.distanceKm),
  };
}

/** The stored offsets as a correction (none stored: the gauge's own times). */
export function storedCorrection(
  high: number | null,
  low: number | null,
): SecondaryPortCorrection | undefined {
  if (high === null && low === null) return undefined;
  return { highWaterMinutes: high ?? 0, lowWaterMinutes: low ?? 0 };
}

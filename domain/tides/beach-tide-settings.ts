/**
 * What a beach stores about its tides (beaches.tide_station_id, tide_offset_*_minutes,
 * tide_note): the gauge chosen by the coast rule, the harbour's published difference when
 * there is one, and a sentence saying honestly whose times these are.
 */
import type { SecondaryPortCorrection } from './apply-secondary-port.ts';
import { chooseTideStation, type StationChoice } from './choose-tide-station.ts';
import type { GeoPoint } from './coast-segments.ts';
import { type SecondaryPort, secondaryPortFor } from './secondary-ports.ts';
import { gaugeNote } from './tide-note.ts';
import type { TideStation } from './tide-station.ts';

export interface BeachTideSettings {
  tideStationId: string;
  tideOffsetHighMinutes: number | null;
  tideOffsetLowMinutes: number | null;
  tideNote: string;
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
    tideNote: port?.note ?? gaugeNote(beach, choice.station, stations),
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

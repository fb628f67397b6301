/**
 * Published time differences between a beach's own harbour and its gauge. Only entries with
 * a named public source are here; every other beach shows its gauge's times and says so.
 * (Dover-based differences, such as those for Torquay or Lyme Regis, are not converted: we
 * have no Dover gauge to anchor them, and the rounding would add more error than it removes.)
 */
import type { SecondaryPortCorrection } from './apply-secondary-port.ts';
import { STATION_IDS } from './coast-segments.ts';

export interface SecondaryPort extends SecondaryPortCorrection {
  area: string;
  /** The gauge the differences are measured from; the entry applies only with that gauge. */
  referenceStationId: string;
  beachSlugs: string[];
  source: string;
  note: string;
}

const TIDELINES_SOUTH_DEVON = 'https://tidelines.org.uk/pilot/area?id=5';

export const SECONDARY_PORTS: SecondaryPort[] = [
  {
    area: 'Salcombe',
    referenceStationId: STATION_IDS.devonport,
    beachSlugs: [
      'south-sands-salcombe',
      'north-sands-salcombe',
      'sunny-cove-east-portlemouth',
      'mill-bay-east-portlemouth',
    ],
    highWaterMinutes: 17,
    // The source gives only the high-water difference; low water is moved by the same amount.
    lowWaterMinutes: 17,
    source: TIDELINES_SOUTH_DEVON,
    note: 'High water at Salcombe is about 17 minutes after Devonport (tidelines.org.uk pilot notes); times here are Devonport’s plus 17 minutes, low water moved by the same amount. Heights are Devonport’s.',
  },
  {
    area: 'Wembury Bay',
    referenceStationId: STATION_IDS.devonport,
    beachSlugs: ['wembury-beach'],
    highWaterMinutes: 0,
    lowWaterMinutes: 0,
    source: TIDELINES_SOUTH_DEVON,
    note: 'High water in Wembury Bay is at the same time as at Devonport (tidelines.org.uk pilot notes).',
  },
];

export function secondaryPortFor(beachSlug: string, stationId: string): SecondaryPort | null {
  return (
    SECONDARY_PORTS.find((p) => p.beachSlugs.includes(beachSlug) && p.referenceStationId === stationId) ??
    null
  );
}

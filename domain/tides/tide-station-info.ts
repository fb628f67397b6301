/**
 * What a client is told about the source of a place's tides: the gauge, how far away it
 * is, its licence and the attribution it must show (CC BY 4.0), whether the tide there is
 * double, and the note on how the times relate to the beach.
 */
import { isDoubleTideStation } from './harmonic-predictor.ts';
import type { SecondaryPort } from './secondary-ports.ts';
import { licenceName, stationName, type TideStation } from './tide-station.ts';

export interface TideStationInfo {
  id: string;
  name: string;
  distanceKm: number;
  attribution: string;
  licence: { name: string; url: string };
  doubleTide: boolean;
  note: string;
  secondaryPort: {
    area: string;
    highWaterMinutes: number;
    lowWaterMinutes: number;
    heightFactor: number;
    source: string;
  } | null;
}

export function tideStationInfo(
  station: TideStation,
  distanceKm: number,
  note: string,
  secondaryPort: Pick<
    SecondaryPort,
    'area' | 'highWaterMinutes' | 'lowWaterMinutes' | 'heightFactor' | 'source'
  > | null,
): TideStationInfo {
  return {
    id: station.id,
    name: stationName(station),
    distanceKm,
    attribution: station.attribution,
    licence: { name: licenceName(station), url: station.license.url },
    doubleTide: isDoubleTideStation(station),
    note,
    secondaryPort: secondaryPort && {
      area: secondaryPort.area,
      highWaterMinutes: secondaryPort.highWaterMinutes,
      lowWaterMinutes: secondaryPort.lowWaterMinutes,
      heightFactor: secondaryPort.heightFactor ?? 1,
      source: secondaryPort.source,
    },
  };
}

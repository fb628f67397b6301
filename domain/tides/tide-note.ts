/**
 * The sentence shown with the tides of a place whose harbour has no published difference
 * (issue #29): whose predictions these are and how far away that gauge is, and what the station
 * data itself says about how the tide here may differ — how the next gauge along the same sea
 * compares with it. No figure appears that the data does not give: high-water times are
 * compared by the gauges' M2 phases, heights by their spring ranges (MHWS − MLWS).
 */
import { formatRoundedDistance } from '../common/format.ts';
import { distanceKm, type StationChoice } from './choose-tide-station.ts';
import { COAST_SEGMENTS, coastSegmentOf, type GeoPoint } from './coast-segments.ts';
import { isDoubleTideStation } from './harmonic-predictor.ts';
import { stationName, type TideStation } from './tide-station.ts';

/** Closer than this, the gauge's tide is the place's for any purpose a walker has. */
const AT_THE_GAUGE_KM = 3;

/**
 * Two gauges whose spring ranges differ by this much "differ a lot": a metre more range lifts
 * spring high water and drops spring low water by about half a metre each, which on a gently
 * shelving beach moves the water's edge by tens of metres — enough to cut off a headland path
 * or cover the sand an hour sooner. Below it the note gives the figure without the warning.
 */
export const BIG_RANGE_DIFFERENCE_M = 1;

/**
 * The second gauge speaks for a place only if it is no farther than this many times the first:
 * then the place lies between the two or near both. Farther, the place sits by its own gauge
 * and the other's tide says little about it.
 */
const COMPARED_WITHIN_FACTOR = 2;

/** M2, the principal lunar tide, in degrees per hour: its phase difference is the mean HW interval. */
const M2_DEGREES_PER_HOUR = 28.984104;

const { scilly, penwith, northCornwall, northDevon, bristolChannel } = COAST_SEGMENTS;
const ATLANTIC = new Set<string>([northCornwall.id, northDevon.id, bristolChannel.id]);
const OPEN_TIP = new Set<string>([scilly.id, penwith.id]);

/** Which sea a point's tide comes from: the tip of the peninsula faces both. */
function seasOf(point: GeoPoint): ('atlantic' | 'channel')[] {
  const segment = coastSegmentOf(point);
  if (!segment) return [];
  if (OPEN_TIP.has(segment.id)) return ['atlantic', 'channel'];
  return [ATLANTIC.has(segment.id) ? 'atlantic' : 'channel'];
}

export type GaugeAtDistance = Pick<StationChoice, 'station' | 'distanceKm'>;

/**
 * The gauge to compare a place's own gauge with: the nearest other one on the same sea (never
 * one across the land), within COMPARED_WITHIN_FACTOR of the own gauge's distance; else null.
 */
export function comparedGauge(
  point: GeoPoint,
  own: GaugeAtDistance,
  stations: TideStation[],
): GaugeAtDistance | null {
  if (own.distanceKm < AT_THE_GAUGE_KM) return null;
  const seas = seasOf(point);
  let best: GaugeAtDistance | null = null;
  for (const station of stations) {
    if (station.id === own.station.id || !seasOf(station).some((sea) => seas.includes(sea))) continue;
    const km = distanceKm(point, station);
    if (km <= own.distanceKm * COMPARED_WITHIN_FACTOR && (!best || km < best.distanceKm))
      best = { station, distanceKm: km };
  }
  return best;
}

/** MHWS − MLWS in metres; null where the station file does not give both. */
export function springRangeM(station: TideStation): number | null {
  const { MHWS, MLWS } = station.datums_m;
  return typeof MHWS === 'number' && typeof MLWS === 'number' ? MHWS - MLWS : null;
}

/** How much later (+) high water comes at `other` than at `own`, to 5 minutes; null where unknown. */
export function highWaterLagMinutes(own: TideStation, other: TideStation): number | null {
  // A double high water has no single time to compare.
  if (isDoubleTideStation(own) || isDoubleTideStation(other)) return null;
  const phase = (s: TideStation) => s.harmonic_constituents.find((c) => c.name === 'M2')?.phase;
  const [a, b] = [phase(own), phase(other)];
  if (a === undefined || b === undefined) return null;
  const degrees = ((((b - a + 180) % 360) + 360) % 360) - 180;
  return Math.round(((degrees / M2_DEGREES_PER_HOUR) * 60) / 5) * 5;
}

const formatGaugeKm = (km: number) => formatRoundedDistance(km * 1000);

function comparison(own: TideStation, other: GaugeAtDistance): string {
  const parts: string[] = [];
  const lag = highWaterLagMinutes(own, other.station);
  if (lag !== null) {
    parts.push(
      lag === 0
        ? 'high water comes at about the same time'
        : `high water comes about ${Math.abs(lag)} min ${lag > 0 ? 'later' : 'earlier'}`,
    );
  }
  const [ownRange, otherRange] = [springRangeM(own), springRangeM(other.station)];
  const difference = ownRange !== null && otherRange !== null ? otherRange - ownRange : null;
  if (difference !== null) {
    const size = Math.abs(difference).toFixed(2);
    parts.push(
      Math.abs(difference) < 0.005
        ? 'the spring range is the same'
        : `the spring range is ${size} m ${difference > 0 ? 'larger' : 'smaller'}`,
    );
  }
  if (parts.length === 0) return '';
  const warning =
    difference !== null && Math.abs(difference) >= BIG_RANGE_DIFFERENCE_M
      ? ', so heights here may differ by a metre or more'
      : '';
  return ` At ${stationName(other.station)}, ${formatGaugeKm(other.distanceKm)} away, ${parts.join(' and ')}${warning}.`;
}

/** The note for a place predicted from `own`, compared with `compared` when there is one. */
export function tideNoteWording(own: GaugeAtDistance, compared: GaugeAtDistance | null): string {
  const name = stationName(own.station);
  const km = formatGaugeKm(own.distanceKm);
  if (own.distanceKm < AT_THE_GAUGE_KM)
    return `Tide times and heights are predicted for the ${name} gauge, ${km} away.`;
  return (
    `Tide times and heights are predicted for ${name}, ${km} away. ` +
    'Local high water may come at a different time and height.' +
    (compared ? comparison(own.station, compared) : '')
  );
}

/** The note for a point whose tides come from `station`, the other gauges being `stations`. */
export function gaugeNote(point: GeoPoint, station: TideStation, stations: TideStation[]): string {
  const own = { station, distanceKm: distanceKm(point, station) };
  return tideNoteWording(own, comparedGauge(point, own, stations));
}

/**
 * Stretches of the South West coast that share a tide. A beach takes the nearest gauge on
 * its own stretch, never one across the land: from Bideford Bay, Devonport is nearer over
 * Dartmoor than Ilfracombe is along the coast, but its tide is the English Channel's, hours
 * and metres away from the Bristol Channel's.
 *
 * The peninsula is split along its spine (a line down the middle of Cornwall and Devon,
 * then along 50.85°N); the north side is the Atlantic and Bristol Channel coast, the south
 * side the English Channel. Headlands where the tide changes split each side further.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface CoastSegment {
  id: string;
  name: string;
  /** Gauges on this stretch, by station id; the nearest one is used. */
  stationIds: string[];
}

export const STATION_IDS = {
  stMarys: 'ticon/st_marys-stm-gbr-da_idh',
  newlyn: 'ticon/newlyn-new-gbr-bodc',
  portIsaac: 'ticon/port_isaac-pti-gbr-cco',
  devonport: 'ticon/devonport-dev-gbr-bodc',
  ilfracombe: 'ticon/ilfracombe-ilf-gbr-bodc',
  teignmouth: 'ticon/teignmouth_pier-tnp-gbr-cco',
  exmouth: 'ticon/exmouth-exm-gbr-cco',
  hinkleyPoint: 'ticon/hinkley_point-hin-gbr-bodc',
  westBay: 'ticon/west_bay_harbour-wbh-gbr-cco',
  avonmouth: 'ticon/avonmouth-avo-gbr-bodc',
  severnBridge: 'ticon/severn_bridge-ssc-gbr-cco',
  weymouth: 'ticon/weymouth-wey-gbr-bodc',
  swanage: 'ticon/swanage_pier-swp-gbr-cco',
  bournemouth: 'ticon/bournemouth-bou-gbr-bodc',
} as const;
const S = STATION_IDS;

export const COAST_SEGMENTS = {
  scilly: { id: 'scilly', name: 'Isles of Scilly', stationIds: [S.stMarys] },
  penwith: {
    id: 'penwith',
    name: "Land's End peninsula (St Ives Bay to Mount's Bay)",
    stationIds: [S.newlyn],
  },
  northCornwall: {
    id: 'north-cornwall',
    name: 'North Cornwall (Godrevy to Bude)',
    stationIds: [S.portIsaac],
  },
  northDevon: {
    id: 'north-devon',
    name: 'North Devon (Marsland Mouth to County Gate)',
    stationIds: [S.ilfracombe],
  },
  bristolChannel: {
    id: 'bristol-channel',
    name: 'Somerset and the Severn (County Gate to the Severn)',
    stationIds: [S.hinkleyPoint, S.avonmouth, S.severnBridge],
  },
  channelWest: {
    id: 'channel-west',
    name: 'English Channel, the Lizard to Start Point',
    stationIds: [S.newlyn, S.devonport],
  },
  startToExe: {
    id: 'start-to-exe',
    name: 'Start Bay, Torbay and the Teign (Start Point to the Exe)',
    stationIds: [S.devonport, S.teignmouth, S.exmouth],
  },
  lymeBay: { id: 'lyme-bay', name: 'Lyme Bay (the Exe to Portland)', stationIds: [S.exmouth, S.westBay] },
  dorsetEast: {
    id: 'dorset-east',
    name: 'Weymouth, Purbeck and Poole Bay (Portland to Christchurch)',
    stationIds: [S.weymouth, S.swanage, S.bournemouth],
  },
} satisfies Record<string, CoastSegment>;

/** [longitude, latitude] down the middle of the peninsula, west to east. */
const SPINE: [number, number][] = [
  [-5.75, 50.05],
  [-5.45, 50.17],
  [-5.2, 50.26],
  [-5.0, 50.36],
  [-4.75, 50.45],
  [-4.5, 50.6],
  [-4.3, 50.75],
  [-4.0, 50.85],
  [-1.7, 50.85],
];

/** [longitude, latitude] along the middle of the Bristol Channel: north of it is Wales. */
const BRISTOL_CHANNEL_MIDLINE: [number, number][] = [
  [-4.7, 51.42],
  [-3.8, 51.33],
  [-3.4, 51.3],
  [-3.1, 51.36],
  [-2.9, 51.47],
  [-2.75, 51.55],
  [-2.62, 51.63],
  [-2.4, 51.75],
];

function latitudeOn(line: [number, number][], longitude: number): number {
  if (longitude <= line[0][0]) return line[0][1];
  for (let i = 1; i < line.length; i++) {
    const [x1, y1] = line[i];
    if (longitude <= x1) {
      const [x0, y0] = line[i - 1];
      return y0 + ((longitude - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return line[line.length - 1][1];
}

/** Inside the box the data covers (Scilly to Christchurch, Lizard to the Severn), not Wales. */
export function isInSouthWestEngland({ latitude, longitude }: GeoPoint): boolean {
  if (latitude < 49.8 || latitude > 51.7 || longitude < -6.5 || longitude > -1.7) return false;
  return latitude <= latitudeOn(BRISTOL_CHANNEL_MIDLINE, longitude);
}

/** The stretch of coast a point belongs to; null outside South West England. */
export function coastSegmentOf(point: GeoPoint): CoastSegment | null {
  if (!isInSouthWestEngland(point)) return null;
  const { latitude, longitude } = point;
  if (longitude < -6.0) return COAST_SEGMENTS.scilly;
  // Penwith is narrow: St Ives and Penzance share Newlyn's tide, both sides of the hill.
  if (longitude < -5.4) return COAST_SEGMENTS.penwith;
  if (latitude > latitudeOn(SPINE, longitude)) {
    if (longitude > -3.73) return COAST_SEGMENTS.bristolChannel; // County Gate, the Devon–Somerset line
    if (latitude >= 50.92) return COAST_SEGMENTS.northDevon; // Marsland Mouth, the Cornwall–Devon line
    return COAST_SEGMENTS.northCornwall;
  }
  // Start Point (50.222°N, 3.642°W) juts east: Start Bay lies north of it, facing east.
  const inStartBayOrEast = longitude >= -3.7 && latitude >= 50.226;
  if (longitude < -3.43 && !inStartBayOrEast) return COAST_SEGMENTS.channelWest;
  if (longitude < -3.43) return COAST_SEGMENTS.startToExe; // the Exe mouth
  if (longitude < -2.47) return COAST_SEGMENTS.lymeBay; // Portland
  return COAST_SEGMENTS.dorsetEast;
}

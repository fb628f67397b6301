import { describe, expect, it } from 'vitest';
import { testStations } from '../testing/tide-stations.ts';
import { chooseTideStation, distanceKm } from './choose-tide-station.ts';
import { isInSouthWestEngland, STATION_IDS } from './coast-segments.ts';

const S = STATION_IDS;
const choose = (latitude: number, longitude: number) =>
  chooseTideStation({ latitude, longitude }, testStations);
const station = (latitude: number, longitude: number) => choose(latitude, longitude)?.station.id;

describe('chooseTideStation', () => {
  it('keeps Bideford Bay on the north coast although Devonport is nearer over the moor', () => {
    const westwardHo = { latitude: 51.043, longitude: -4.237 };
    const devonport = testStations.find((s) => s.id === S.devonport);
    const ilfracombe = testStations.find((s) => s.id === S.ilfracombe);
    expect(devonport && ilfracombe).toBeTruthy();
    if (devonport && ilfracombe) expect(distanceKm(westwardHo, ilfracombe)).toBeGreaterThan(20);
    expect(station(51.043, -4.237)).toBe(S.ilfracombe);
    expect(station(50.83, -4.552)).toBe(S.portIsaac); // Bude
  });

  it.each([
    ['Plymouth Hoe', 50.364, -4.142, S.devonport],
    ['Hugh Town, Scilly', 49.914, -6.314, S.stMarys],
    ['St Ives', 50.215, -5.483, S.newlyn],
    ['Penzance', 50.118, -5.532, S.newlyn],
    ['Newquay', 50.418, -5.099, S.portIsaac],
    ['Dartmouth', 50.351, -3.577, S.teignmouth],
    ['Torcross (Start Bay, north of Start Point)', 50.266, -3.652, S.teignmouth],
    ['Lannacombe (west of Start Point)', 50.222, -3.681, S.devonport],
    ['Exmouth', 50.611, -3.402, S.exmouth],
    ['Lyme Regis', 50.722, -2.938, S.westBay],
    ['Weymouth', 50.614, -2.452, S.weymouth],
    ['Studland', 50.653, -1.953, S.swanage],
    ['Minehead', 51.207, -3.468, S.hinkleyPoint],
    ['Lynmouth (Devon side of County Gate)', 51.232, -3.826, S.ilfracombe],
    ['Portishead', 51.49, -2.77, S.avonmouth],
  ])('%s → the gauge on its own stretch', (_place, lat, lng, expected) => {
    expect(station(lat, lng)).toBe(expected);
  });

  it('says how far the gauge is and which stretch of coast decided it', () => {
    expect(choose(50.368, -4.185)).toMatchObject({ distanceKm: 0, segment: { id: 'channel-west' } });
    expect(choose(51.1319, -4.2364)).toMatchObject({ distanceKm: 12.3, segment: { id: 'north-devon' } });
  });

  it.each([
    ['Cardiff (Wales)', 51.46, -3.17],
    ['Swansea (Wales)', 51.62, -3.94],
    ['London', 51.5, -0.12],
    ['mid-Channel', 49.9, -4.0],
    ['Devizes, Wiltshire (65 km inland)', 51.35, -1.99],
    ['Brittany', 48.4, -4.5],
  ])('has no gauge for %s', (_place, lat, lng) => {
    expect(choose(lat, lng)).toBeNull();
  });

  it('treats the Severn estuary shore as England and the far shore as Wales', () => {
    expect(isInSouthWestEngland({ latitude: 51.561, longitude: -2.668 })).toBe(true); // Severn Beach
    expect(isInSouthWestEngland({ latitude: 51.582, longitude: -2.717 })).toBe(false); // Sudbrook
  });
});

import { describe, expect, it } from 'vitest';
import { stationById, testStations } from '../testing/tide-stations.ts';
import { STATION_IDS } from './coast-segments.ts';
import {
  BIG_RANGE_DIFFERENCE_M,
  comparedGauge,
  gaugeNote,
  highWaterLagMinutes,
  springRangeM,
  tideNoteWording,
} from './tide-note.ts';

const S = STATION_IDS;
// Coordinates as in db/data/beaches.
const porlockWeir = { latitude: 51.2191, longitude: -3.6268 };
const croyde = { latitude: 51.1319, longitude: -4.2364 };
const widemouthBay = { latitude: 50.793089, longitude: -4.557637 };

describe('the tide note of a beach', () => {
  it('names the gauge and its distance, warns of heights where the two nearest gauges differ a lot', () => {
    expect(gaugeNote(porlockWeir, stationById(S.hinkleyPoint), testStations)).toBe(
      'Tide times and heights are predicted for Hinkley Point, 34 km away. ' +
        'Local high water may come at a different time and height. ' +
        'At Ilfracombe, 34 km away, high water comes about 45 min earlier and the spring range is ' +
        '2.35 m smaller, so heights here may differ by a metre or more.',
    );
  });

  it('gives the other gauge’s figures without the warning when the ranges are close', () => {
    const dawlish = { latitude: 50.5808, longitude: -3.4641 };
    expect(gaugeNote(dawlish, stationById(S.teignmouth), testStations)).toBe(
      'Tide times and heights are predicted for Teignmouth Pier, 4.6 km away. ' +
        'Local high water may come at a different time and height. ' +
        'At Exmouth, 5.0 km away, high water comes about 20 min later and the spring range is 0.37 m smaller.',
    );
  });

  it('says no minutes figure at all where no second gauge is near enough to compare', () => {
    const note = gaugeNote(croyde, stationById(S.ilfracombe), testStations);
    expect(note).toBe(
      'Tide times and heights are predicted for Ilfracombe, 12 km away. ' +
        'Local high water may come at a different time and height.',
    );
    expect(note).not.toMatch(/min|~/);
  });

  it('calls a gauge within 3 km the beach’s own, with nothing to add', () => {
    const rapparee = { latitude: 51.209722, longitude: -4.108177 };
    expect(gaugeNote(rapparee, stationById(S.ilfracombe), testStations)).toBe(
      'Tide times and heights are predicted for the Ilfracombe gauge, 330 m away.',
    );
  });

  it('gives no time for a gauge with double high waters, only its range', () => {
    const durdleDoor = { latitude: 50.621929, longitude: -2.277113 };
    expect(gaugeNote(durdleDoor, stationById(S.weymouth), testStations)).toMatch(
      /At Swanage Pier, 23 km away, the spring range is 0\.72 m smaller\.$/,
    );
  });
});

describe('the gauge a beach is compared with', () => {
  it('is on the same sea, never across the land', () => {
    // Widemouth Bay: Devonport is 54 km away over Bodmin Moor, Ilfracombe 56 km along the coast.
    const own = { station: stationById(S.portIsaac), distanceKm: 29.5 };
    expect(comparedGauge(widemouthBay, own, testStations)?.station.id).toBe(S.ilfracombe);
  });

  it('is none when the next gauge is more than twice as far as the own one', () => {
    expect(
      comparedGauge(croyde, { station: stationById(S.ilfracombe), distanceKm: 12.3 }, testStations),
    ).toBeNull();
  });
});

describe('the figures compared', () => {
  it('spring range is MHWS − MLWS', () => {
    expect(springRangeM(stationById(S.hinkleyPoint))).toBeCloseTo(10.634, 3);
    expect(springRangeM(stationById(S.ilfracombe))).toBeCloseTo(8.282, 3);
  });

  it('high water lag follows the M2 phase, as the predicted tides do (Ilfracombe 07:42, Hinkley 08:26 on 1 July 2026)', () => {
    expect(highWaterLagMinutes(stationById(S.ilfracombe), stationById(S.hinkleyPoint))).toBe(45);
    expect(highWaterLagMinutes(stationById(S.hinkleyPoint), stationById(S.ilfracombe))).toBe(-45);
    expect(highWaterLagMinutes(stationById(S.weymouth), stationById(S.swanage))).toBeNull();
  });

  it('words a difference of exactly the threshold as a big one', () => {
    const own = { station: stationById(S.devonport), distanceKm: 20 };
    const base = stationById(S.teignmouth);
    const datums = {
      ...base.datums_m,
      MHWS: base.datums_m.MLWS + (springRangeM(own.station) ?? 0) + BIG_RANGE_DIFFERENCE_M,
    };
    const other = { station: { ...base, datums_m: datums }, distanceKm: 30 };
    expect(tideNoteWording(own, other)).toMatch(
      /1\.00 m larger, so heights here may differ by a metre or more\.$/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { testStations } from '../testing/tide-stations.ts';
import { STATION_IDS } from './coast-segments.ts';
import { SECONDARY_PORTS } from './secondary-ports.ts';
import { type BeachTideRecord, nearestBeach, resolveTideSource } from './tide-source.ts';

const stations = testStations;
const salcombe = SECONDARY_PORTS.find((p) => p.area === 'Salcombe');

/** South Sands as the public beach response gives it: gauge and note, no offsets. */
const southSands: BeachTideRecord = {
  slug: 'south-sands-salcombe',
  name: 'South Sands',
  latitude: 50.2257,
  longitude: -3.783,
  tideStationId: STATION_IDS.devonport,
  tideNote: salcombe?.note ?? null,
};

describe('nearestBeach', () => {
  const northSands = { ...southSands, slug: 'north-sands-salcombe', latitude: 50.2301, longitude: -3.7809 };

  it('takes the nearest beach within a kilometre', () => {
    expect(nearestBeach({ latitude: 50.2295, longitude: -3.781 }, [southSands, northSands])).toBe(northSands);
  });

  it('takes none farther than a kilometre', () => {
    expect(nearestBeach({ latitude: 50.245, longitude: -3.783 }, [southSands, northSands])).toBeNull();
  });
});

describe('resolveTideSource', () => {
  it('gives a beach whose record has no offsets its published harbour difference', () => {
    const source = resolveTideSource(southSands, southSands, stations);
    expect(source?.correction).toEqual({ highWaterMinutes: 17, lowWaterMinutes: 17 });
    expect(source?.info).toMatchObject({ name: 'Devonport', secondaryPort: { area: 'Salcombe' } });
  });

  it('keeps to the offsets stored on the beach, none included', () => {
    const stored = { ...southSands, tideOffsetHighMinutes: null, tideOffsetLowMinutes: null };
    const source = resolveTideSource(southSands, stored, stations);
    expect(source?.correction).toBeUndefined();
    expect(source?.info.secondaryPort).toBeNull();
  });

  it('follows the coast rule on no beach, and gives nothing far from every gauge', () => {
    const gauge = resolveTideSource({ latitude: 50.368, longitude: -4.185 }, null, stations);
    expect(gauge?.info).toMatchObject({ id: STATION_IDS.devonport, secondaryPort: null });
    expect(gauge?.correction).toBeUndefined();
    expect(resolveTideSource({ latitude: 51.5, longitude: -0.12 }, null, stations)).toBeNull();
  });
});

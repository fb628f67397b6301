import { describe, expect, it } from 'vitest';
import { readBathingWaters } from '../../db/data-files.ts';
import { nearestBathingWater, nearestBathingWaterText } from './nearest-bathing-water.ts';

// The real list the API uses, and beaches' coordinates as in db/data/beaches.
const waters = readBathingWaters();
const mouthwellSands = { latitude: 50.2469, longitude: -3.8593 };

describe('the nearest Environment Agency bathing water', () => {
  it('names Hope Cove, 476 m from Mouthwell Sands', () => {
    expect(nearestBathingWater(mouthwellSands, waters)).toEqual({ name: 'Hope Cove', distanceM: 476 });
  });

  it('is the water itself, 0 m away, at its own sampling point', () => {
    const hopeCove = waters.find((w) => w.name === 'Hope Cove');
    expect(hopeCove).toBeDefined();
    const point = { latitude: hopeCove?.lat ?? 0, longitude: hopeCove?.lng ?? 0 };
    expect(nearestBathingWater(point, waters)).toEqual({ name: 'Hope Cove', distanceM: 0 });
  });

  it('is none when there is no list', () => {
    expect(nearestBathingWater(mouthwellSands, [])).toBeNull();
  });

  it('is said with its distance rounded, and that the beach itself is not sampled', () => {
    expect(nearestBathingWaterText({ name: 'Hope Cove', distanceM: 476 })).toBe(
      'The nearest Environment Agency bathing water is Hope Cove, 480 m away; this beach is not sampled itself',
    );
    expect(nearestBathingWaterText({ name: 'Berrow North of Unity Farm', distanceM: 14_729 })).toMatch(
      /Berrow North of Unity Farm, 15 km away;/,
    );
  });
});

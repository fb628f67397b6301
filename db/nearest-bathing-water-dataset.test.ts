/** The nearest Environment Agency bathing water (domain/water-quality), on the real list. */
import { describe, expect, it } from 'vitest';
import { nearestBathingWater } from '../domain/water-quality/nearest-bathing-water.ts';
import { readBathingWaters } from './data-files.ts';

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
});

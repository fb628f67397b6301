import { describe, expect, it } from 'vitest';
import { nearestBathingWater, nearestBathingWaterText } from './nearest-bathing-water.ts';

const mouthwellSands = { latitude: 50.2469, longitude: -3.8593 };

describe('the nearest Environment Agency bathing water', () => {
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

import { describe, expect, it } from 'vitest';
import { dogsAllowedSomeOf, windowCandidates } from './nearest-window.ts';

const source = { validationSourceUrl: 'https://council.example/dog-rules' };
const croyde = {
  ...source,
  id: 1,
  name: 'Croyde Bay',
  latitude: '51.1319',
  longitude: '-4.2364',
  accessType: 'seasonal' as const,
  dogRules: [
    {
      kind: 'no-dogs' as const,
      zone: null,
      period: { from: '05-01', to: '09-30' },
      hours: 'all-day' as const,
    },
  ],
};
const saunton = {
  ...source,
  id: 2,
  name: 'Saunton Sands',
  latitude: '51.1161',
  longitude: '-4.22122',
  accessType: 'year-round' as const,
  dogRules: [],
};
const unknown = {
  id: 3,
  name: 'Nobody knows',
  latitude: '51.125',
  longitude: '-4.23',
  accessType: 'year-round' as const,
  dogRules: [],
  validationSourceUrl: null,
};
const far = { ...saunton, id: 4, name: 'Bude', latitude: '50.83', longitude: '-4.55' };

describe('the beaches worth asking for a best time', () => {
  it('from Croyde on 1 May: Saunton Sands, 2 km away; not a beach whose rules are unknown, nor one 40 km off', () => {
    const found = windowCandidates(croyde, [croyde, saunton, unknown, far], '2026-05-01');
    expect(found.map((c) => c.beach.name)).toEqual(['Saunton Sands']);
    expect(found[0].metres).toBeGreaterThan(2000);
    expect(found[0].metres).toBeLessThan(2500);
  });

  it('Croyde itself is a candidate from Saunton in April, not in May', () => {
    expect(dogsAllowedSomeOf(croyde, '2026-04-30')).toBe(true);
    expect(dogsAllowedSomeOf(croyde, '2026-05-01')).toBe(false);
  });
});

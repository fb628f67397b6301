import { describe, expect, it } from 'vitest';
import type { DogRule } from './dog-rules.ts';
import { byDistance, distanceMetres, nearestOpenBeaches } from './nearest-open-beaches.ts';

const summerBan: DogRule = {
  kind: 'no-dogs',
  zone: null,
  period: { from: '05-01', to: '09-30' },
  hours: 'all-day',
};
let nextId = 1;
const beach = (name: string, latitude: number, longitude: number, dogRules: DogRule[] = []) => ({
  id: nextId++,
  name,
  latitude: String(latitude),
  longitude: String(longitude),
  accessType: 'year-round' as const,
  dogRules,
  validationSourceUrl: 'https://council.example/dog-rules',
});

const croyde = beach('Croyde', 51.1319, -4.2364, [summerBan]);
const saunton = beach('Saunton Sands', 51.1175, -4.2195);
const woolacombe = beach('Woolacombe', 51.1706, -4.2092, [summerBan]);
const putsborough = beach('Putsborough', 51.1469, -4.2236, [{ ...summerBan, zone: 'north end' }]);
const lee = beach('Lee Bay', 51.1995, -4.1737);
const westward = beach('Westward Ho!', 51.0434, -4.2384, [{ ...summerBan, kind: 'on-lead' }]);
const far = beach('Lyme Regis', 50.7236, -2.9345);
const nowhere = { ...beach('Unplaced', 0, 0), latitude: 'n/a' };
const all = [croyde, saunton, woolacombe, putsborough, lee, westward, far, nowhere];

describe('distanceMetres', () => {
  it('measures along the earth: one degree of latitude is about 111 km', () => {
    expect(distanceMetres({ lat: 50, lng: -4 }, { lat: 51, lng: -4 })).toBeCloseTo(111_195, -2);
    expect(distanceMetres({ lat: 51.1319, lng: -4.2364 }, { lat: 51.1175, lng: -4.2195 })).toBeCloseTo(
      1989,
      -1,
    );
  });
});

describe('byDistance', () => {
  it('orders placed beaches nearest first and leaves out those without a position', () => {
    const order = byDistance({ lat: 51.12, lng: -4.22 }, all).map((d) => d.beach.name);
    expect(order.slice(0, 3)).toEqual(['Saunton Sands', 'Croyde', 'Putsborough']);
    expect(order).not.toContain('Unplaced');
    expect(order.at(-1)).toBe('Lyme Regis');
  });
});

describe('nearestOpenBeaches', () => {
  it('in July skips banned and part-closed beaches and the beach itself, nearest first, three of them', () => {
    const open = nearestOpenBeaches(croyde, all, new Date('2026-07-15T12:00:00Z'));
    expect(open.map((o) => o.beach.name)).toEqual(['Saunton Sands', 'Lee Bay', 'Westward Ho!']);
    expect(open[0].status.label).toBe('Dogs welcome today');
    expect(open[2].status.label).toBe('On a lead today');
    expect(open[0].metres).toBeCloseTo(1989, -1);
  });

  it('in December the seasonal beaches are open again', () => {
    const open = nearestOpenBeaches(croyde, all, new Date('2026-12-15T12:00:00Z'));
    expect(open.map((o) => o.beach.name)).toEqual(['Putsborough', 'Saunton Sands', 'Woolacombe']);
  });

  it('a beach without a position has no neighbours', () => {
    expect(nearestOpenBeaches(nowhere, all, new Date('2026-07-15T12:00:00Z'))).toEqual([]);
  });
});

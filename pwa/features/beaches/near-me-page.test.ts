import { describe, expect, it } from 'vitest';
import { listingApiParams, readListingParams } from '../../lib/listing-params.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { nearMePage } from './near-me-page.ts';

const croyde = { lat: 51.1319, lng: -4.2364 };
const summerBan = [
  { kind: 'no-dogs' as const, zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' as const },
];
const beaches = [
  buildApiBeach({
    id: 1,
    name: 'Woolacombe',
    latitude: '51.1706',
    longitude: '-4.2092',
    dogRules: summerBan,
  }),
  buildApiBeach({ id: 2, name: 'Saunton Sands', latitude: '51.1175', longitude: '-4.2195', dogRules: [] }),
  buildApiBeach({ id: 3, name: 'Lyme Regis', latitude: '50.7236', longitude: '-2.9345', dogRules: [] }),
  buildApiBeach({
    id: 4,
    name: 'Croyde Bay',
    latitude: '51.1319',
    longitude: '-4.2364',
    dogRules: summerBan,
  }),
];

describe('the "Near me" listing', () => {
  it('keeps only sortBy=near in the address and never sends it to the API', () => {
    const params = new URLSearchParams('sortBy=near&dogsToday=true&page=2');
    expect(readListingParams(params)).toMatchObject({ sortBy: 'near', dogsToday: true, page: 2 });
    expect(listingApiParams(params).toString()).toBe('dogsToday=true&page=2');
  });

  it('orders every beach by distance, with the distance, then pages', () => {
    const state = readListingParams(new URLSearchParams('sortBy=near&pageSize=3'));
    const page = nearMePage(beaches, state, croyde, new Date('2026-12-15T12:00:00Z'));
    expect(page.items.map((b) => b.name)).toEqual(['Croyde Bay', 'Saunton Sands', 'Woolacombe']);
    expect(page.total).toBe(4);
    expect(page.distances.get(4)).toBe('0 m');
    expect(page.distances.get(2)).toBe('2.0 km');
  });

  it('applies the filters with the same clock: "Dogs allowed today" in July leaves the summer bans out', () => {
    const state = readListingParams(new URLSearchParams('sortBy=near&dogsToday=true'));
    const page = nearMePage(beaches, state, croyde, new Date('2026-07-15T12:00:00Z'));
    expect(page.items.map((b) => b.name)).toEqual(['Saunton Sands', 'Lyme Regis']);
  });
});

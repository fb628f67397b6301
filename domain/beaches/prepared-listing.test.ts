import { describe, expect, it } from 'vitest';
import type { DogRule } from '../dog-rules/dog-rules.ts';
import { buildBeach } from '../testing/build-beach.ts';
import { AMENITY_FLAGS, BEACH_LOCATIONS } from './beach.ts';
import { type FilterableBeach, queryBeaches } from './beach-filters.ts';
import { beachListingQuerySchema } from './beach-listing-query.ts';
import { prepareListing } from './prepared-listing.ts';

const parse = (query: Record<string, string>) => beachListingQuerySchema.parse(query);

const summerBan: DogRule = {
  kind: 'no-dogs',
  zone: null,
  period: { from: '05-01', to: '09-30' },
  hours: 'all-day',
};

/** A list with every kind of tie: equal names in other cases, equal ratings, reviews and places. */
function mixedBeaches(count: number): (FilterableBeach & { id: number })[] {
  const names = ['Sandy Bay', 'sandy bay', 'North Sands', 'Porthcurno', 'St Ives Bay', 'Cove', 'Ánstey'];
  return Array.from({ length: count }, (_, i) =>
    buildBeach({
      name: `${names[i % names.length]}${i % 3 === 0 ? '' : ` ${i % 5}`}`,
      location: BEACH_LOCATIONS[i % BEACH_LOCATIONS.length],
      description: i % 4 === 0 ? null : `Dunes and ROCK pools ${i % 9}`,
      accessType: (['year-round', 'seasonal', 'restricted'] as const)[i % 3],
      beachType: (['sandy', 'pebble', 'mixed'] as const)[i % 3],
      averageRating: [0, 3.5, 4, 4.5][i % 4],
      totalReviews: i % 6,
      dogRules: i % 5 === 0 ? [summerBan] : i % 7 === 0 ? null : [],
      ...Object.fromEntries(AMENITY_FLAGS.map((flag, f) => [flag, (i >> f) % 2 === 1])),
    }),
  );
}

describe('prepareListing', () => {
  // Not sorted as the mirror sorts it: the list's own order must decide ties, as in queryBeaches.
  const beaches = mixedBeaches(240).reverse();
  const prepared = prepareListing(beaches);
  const july = new Date('2026-07-15T09:00:00Z');

  const queries: Record<string, string>[] = [
    {},
    { page: '3' },
    { page: '99' },
    { pageSize: '100', page: '2' },
    ...['s', 'sa', 'SAND', 'sandy bay', 'rock', 'north dev', 'ánst', 'zzz'].map(
      (search): Record<string, string> => ({ search }),
    ),
    ...['name', 'location', 'rating', 'reviews'].flatMap((sortBy): Record<string, string>[] => [
      { sortBy },
      { sortBy, search: 'bay', page: '2', pageSize: '10' },
      { sortBy, dogsToday: 'true' },
    ]),
    { location: 'Cornwall', hasParking: 'true', sortBy: 'rating' },
    { accessType: 'seasonal', beachType: 'pebble', hasDogWalks: 'true', hasBeachCafe: 'true' },
    { minRating: '4', sortBy: 'reviews', search: 'cove' },
    { hasLifeguards: 'true', hasFreshWater: 'true', hasFacilities: 'true', dogsToday: 'true' },
  ];

  it.each(queries)('answers exactly what queryBeaches answers for %o', (query) => {
    const parsed = parse(query);
    expect(prepared.query(parsed, july)).toEqual(queryBeaches(beaches, parsed, july));
  });

  it('answers one keystroke at a time, forwards and back, with filters, sort and day changed between', () => {
    const steps: [Record<string, string>, Date][] = [
      ...['p', 'po', 'por', 'port', 'porth'].map((search): [Record<string, string>, Date] => [
        { search },
        july,
      ]),
      [{ search: 'porth', hasParking: 'true' }, july],
      [{ search: 'porthc', hasParking: 'true' }, july],
      [{ search: 'porthc' }, july],
      [{ search: 'port' }, july],
      [{ search: 'or' }, july],
      [{ search: 'ort', sortBy: 'rating' }, july],
      [{ search: 'orth' }, july],
      [{ search: 'o', dogsToday: 'true' }, july],
      [{ search: 'oc', dogsToday: 'true' }, july],
      [{ search: 'ock', dogsToday: 'true' }, new Date('2026-12-01T09:00:00Z')],
      [{ search: 'rock', dogsToday: 'true' }, new Date('2026-12-01T09:00:00Z')],
      [{ search: 'rock', minRating: '4' }, july],
      [{ search: 'rock p', minRating: '4' }, july],
    ];
    for (const [query, now] of steps) {
      const parsed = parse(query);
      expect(prepared.query(parsed, now)).toEqual(queryBeaches(beaches, parsed, now));
    }
  });

  it('answers "dogs allowed today" for the day asked, not the first day it was asked', () => {
    const parsed = parse({ dogsToday: 'true' });
    const december = new Date('2026-12-01T09:00:00Z');
    const inJuly = prepared.query(parsed, july);
    const inDecember = prepared.query(parsed, december);
    expect(inDecember.total).toBeGreaterThan(inJuly.total);
    expect(inDecember).toEqual(queryBeaches(beaches, parsed, december));
    expect(prepared.query(parsed, july)).toEqual(inJuly);
  });

  it('keeps its own copy of the list: a later change to the given array does not move its answers', () => {
    const list = mixedBeaches(30);
    const own = prepareListing(list);
    const before = own.query(parse({ pageSize: '100' }));
    list.reverse().pop();
    expect(own.query(parse({ pageSize: '100' }))).toEqual(before);
    expect(own.beaches).toHaveLength(30);
  });
});

import { describe, expect, it } from 'vitest';
import { buildBeach } from '../testing/build-beach.ts';
import {
  beachComparators,
  matchesBeachFilters,
  pageWindow,
  paginate,
  queryBeaches,
} from './beach-filters.ts';
import { beachListingQuerySchema } from './beach-listing-query.ts';

const parse = (query: Record<string, string>) => beachListingQuerySchema.parse(query);

describe('beachListingQuerySchema', () => {
  it('defaults to page 1 of 24, sorted by name', () => {
    expect(parse({})).toMatchObject({ page: 1, pageSize: 24, sortBy: 'name' });
  });

  it('treats "all" and empty selects as no filter', () => {
    expect(parse({ location: 'all', accessType: '', beachType: 'all' })).toMatchObject({
      location: undefined,
      accessType: undefined,
      beachType: undefined,
    });
  });

  it('ignores a blank or whitespace-only search', () => {
    expect(parse({ search: '   ' }).search).toBeUndefined();
    expect(parse({ search: '  Croyde ' }).search).toBe('Croyde');
  });

  it('reads toggles as true only when switched on', () => {
    expect(parse({ hasParking: 'true', hasBeachCafe: 'false', hasLifeguards: '1' })).toMatchObject({
      hasParking: true,
      hasBeachCafe: false,
      hasLifeguards: true,
    });
  });

  it.each([
    [{ page: 'abc' }, 'page'],
    [{ page: '0' }, 'page'],
    [{ page: '-2' }, 'page'],
    [{ pageSize: '1000' }, 'pageSize'],
    [{ location: 'Narnia' }, 'location'],
    [{ accessType: 'sometimes' }, 'accessType'],
    [{ sortBy: 'price' }, 'sortBy'],
    [{ hasParking: 'yes' }, 'hasParking'],
    [{ minRating: '6' }, 'minRating'],
    [{ minRating: 'high' }, 'minRating'],
  ])('rejects %o with a message on %s', (query, field) => {
    const result = beachListingQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual([field]);
    expect(result.error?.issues[0].message).toMatch(/\w/);
  });
});

describe('matchesBeachFilters', () => {
  const croyde = buildBeach({
    name: 'Croyde Bay',
    location: 'North Devon',
    description: 'Surfing beach below **Baggy Point**',
    accessType: 'seasonal',
    beachType: 'sandy',
    hasParking: true,
    hasLifeguards: true,
    averageRating: 4.5,
  });

  it('matches search text case-insensitively across name, location and description', () => {
    expect(matchesBeachFilters(croyde, { search: 'croyde' })).toBe(true);
    expect(matchesBeachFilters(croyde, { search: 'NORTH dev' })).toBe(true);
    expect(matchesBeachFilters(croyde, { search: 'baggy point' })).toBe(true);
    expect(matchesBeachFilters(croyde, { search: 'Bantham' })).toBe(false);
  });

  it('needs exact location, access and type', () => {
    expect(matchesBeachFilters(croyde, { location: 'North Devon' })).toBe(true);
    expect(matchesBeachFilters(croyde, { location: 'South Devon' })).toBe(false);
    expect(matchesBeachFilters(croyde, { accessType: 'year-round' })).toBe(false);
    expect(matchesBeachFilters(croyde, { beachType: 'sandy', accessType: 'seasonal' })).toBe(true);
  });

  it('requires every amenity that is toggled on, and ignores those toggled off', () => {
    expect(matchesBeachFilters(croyde, { hasParking: true, hasLifeguards: true })).toBe(true);
    expect(matchesBeachFilters(croyde, { hasParking: true, hasBeachCafe: true })).toBe(false);
    expect(matchesBeachFilters(croyde, { hasBeachCafe: false })).toBe(true);
  });

  it('applies a minimum rating inclusively', () => {
    expect(matchesBeachFilters(croyde, { minRating: 4.5 })).toBe(true);
    expect(matchesBeachFilters(croyde, { minRating: 4.6 })).toBe(false);
  });
});

describe('sorting', () => {
  const a = buildBeach({ name: 'bantham', location: 'South Devon', averageRating: 4, totalReviews: 9 });
  const b = buildBeach({ name: 'Croyde Bay', location: 'North Devon', averageRating: 4.8, totalReviews: 2 });
  const c = buildBeach({ name: 'Anstey’s Cove', location: 'Torbay', averageRating: 4, totalReviews: 9 });
  const names = (list: (typeof a)[]) => list.map((x) => x.name);

  it('sorts by name ignoring case', () => {
    expect(names([b, a, c].sort(beachComparators.name))).toEqual(['Anstey’s Cove', 'bantham', 'Croyde Bay']);
  });
  it('sorts by location, then name', () => {
    expect(names([c, a, b].sort(beachComparators.location))).toEqual([
      'Croyde Bay',
      'bantham',
      'Anstey’s Cove',
    ]);
  });
  it('sorts by rating and reviews descending, ties by name', () => {
    expect(names([a, c, b].sort(beachComparators.rating))).toEqual([
      'Croyde Bay',
      'Anstey’s Cove',
      'bantham',
    ]);
    expect(names([b, a, c].sort(beachComparators.reviews))).toEqual([
      'Anstey’s Cove',
      'bantham',
      'Croyde Bay',
    ]);
  });
});

describe('pagination', () => {
  const beaches = Array.from({ length: 50 }, (_, i) =>
    buildBeach({ name: `Beach ${String(i).padStart(2, '0')}` }),
  );

  it('cuts pages of the requested size and reports the total', () => {
    const page = paginate(beaches, 3, 24);
    expect(page).toMatchObject({ total: 50, page: 3, pageSize: 24 });
    expect(page.items).toHaveLength(2);
  });

  it('answers an empty page past the end, still with the total', () => {
    expect(paginate(beaches, 9, 24)).toMatchObject({ items: [], total: 50 });
  });

  it('filters, sorts and pages in one go', () => {
    const result = queryBeaches(
      beaches,
      parse({ search: 'beach 1', sortBy: 'name', pageSize: '4', page: '2' }),
    );
    expect(result.total).toBe(10);
    expect(result.items.map((b) => b.name)).toEqual(['Beach 14', 'Beach 15', 'Beach 16', 'Beach 17']);
  });

  it('shows up to five page numbers around the current page', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(4, 8)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { readListingParams } from './listing-params.ts';
import { hasActiveFilters, writeListingParams } from './listing-url.ts';

const read = (qs: string) => readListingParams(new URLSearchParams(qs));

describe('listing query string', () => {
  it('reads filters, sort and page', () => {
    expect(read('location=Torbay&hasParking=true&sortBy=rating&page=2&search=bay')).toMatchObject({
      location: 'Torbay',
      hasParking: true,
      sortBy: 'rating',
      page: 2,
      search: 'bay',
    });
  });

  it('drops bad values instead of failing the page', () => {
    const state = read('page=abc&location=Narnia&sortBy=price&hasParking=maybe');
    expect(state).toMatchObject({ page: 1, sortBy: 'name', hasParking: false });
    expect(state.location).toBeUndefined();
  });

  it('writes back without defaults, so the plain listing has a bare URL', () => {
    expect(writeListingParams(read('')).toString()).toBe('');
    expect(writeListingParams(read('sortBy=name&page=1&hasCafe=false')).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const qs =
      'search=sand&location=North+Devon&accessType=seasonal&beachType=sandy&hasParking=true&hasFacilities=true&hasBeachCafe=true&hasLifeguards=true&minRating=4&sortBy=reviews&page=3';
    expect(writeListingParams(read(qs)).toString()).toBe(qs);
  });

  it('tells whether anything narrows the list', () => {
    expect(hasActiveFilters(read('sortBy=rating&page=2'))).toBe(false);
    expect(hasActiveFilters(read('hasParking=true'))).toBe(true);
  });
});

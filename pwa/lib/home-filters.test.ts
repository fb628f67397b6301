import { describe, expect, it } from 'vitest';
import { readHomeFilters } from './home-filters.ts';
import { readListingParams } from './listing-params.ts';

describe('readHomeFilters', () => {
  it('reads home’s filters as the listing reads them, dropping what the listing would drop', () => {
    for (const query of [
      'location=North+Devon&hasParking=true&beachType=sandy&accessType=seasonal',
      'location=all&hasParking=1&hasCafe=true&hasLifeguards=false&beachType=',
      'location=Atlantis&accessType=sometimes&hasFacilities=yes&hasBeachCafe=1&sortBy=rating&page=3',
    ]) {
      const params = new URLSearchParams(query);
      const listing = readListingParams(params);
      expect(readHomeFilters(params), query).toEqual({
        location: listing.location,
        accessType: listing.accessType,
        beachType: listing.beachType,
        hasParking: listing.hasParking,
        hasFacilities: listing.hasFacilities,
        hasBeachCafe: listing.hasBeachCafe,
        hasLifeguards: listing.hasLifeguards,
      });
    }
  });
});

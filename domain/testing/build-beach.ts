import type { FilterableBeach } from '../beaches/beach-filters.ts';

let sequence = 0;

/** A beach with every filterable field (its rules resting on a source), overridable per test. */
export function buildBeach(overrides: Partial<FilterableBeach> = {}): FilterableBeach & { id: number } {
  sequence += 1;
  return {
    id: sequence,
    name: `Beach ${sequence}`,
    location: 'South Devon',
    description: 'A sandy beach.',
    accessType: 'year-round',
    beachType: 'sandy',
    averageRating: 0,
    totalReviews: 0,
    hasParking: false,
    hasFacilities: false,
    hasFreshWater: false,
    hasBeachCafe: false,
    hasLifeguards: false,
    hasDogWalks: false,
    validationSourceUrl: 'https://council.example/dog-rules',
    ...overrides,
  };
}

import type { Beach } from '../../domain/beaches/beach.ts';
import { dogRulesFromLegacy } from '../../domain/dog-rules/dog-rules-legacy.ts';
import type { MapBeach } from '../ui/map/map-types.ts';

let sequence = 0;

/**
 * A complete API beach, overridable per test; its dogRules follow its dog fields unless given, and
 * rest on a source (a beach with no rule and no source reads as not known: pass null for that).
 */
export function buildApiBeach(overrides: Partial<Beach> = {}): Beach {
  sequence += 1;
  const name = overrides.name ?? `Test Beach ${sequence}`;
  const beach: Omit<Beach, 'dogRules'> & Partial<Pick<Beach, 'dogRules'>> = {
    id: sequence,
    slug: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    name,
    location: 'South Devon',
    county: 'Devon',
    description: 'A sandy beach.',
    latitude: '50.3',
    longitude: '-3.8',
    postcode: null,
    fullAddress: null,
    imageUrl: null,
    accessType: 'year-round',
    beachType: 'sandy',
    accessibilityLevel: 'moderate',
    beachCharacteristics: [],
    seasonalRestrictions: null,
    restrictionPeriod: null,
    accessInfo: null,
    parkingInfo: null,
    safetyNotes: null,
    aboutDescription: null,
    hasParking: false,
    hasFacilities: false,
    hasFreshWater: false,
    hasBeachCafe: false,
    hasLifeguards: false,
    hasDogWalks: false,
    averageRating: 0,
    totalReviews: 0,
    googleRating: null,
    totalReviewsGoogle: null,
    placeId: null,
    website: null,
    phone: null,
    facebookUrl: null,
    instagramUrl: null,
    twitterUrl: null,
    youtubeUrl: null,
    dogAccessStatus: 'allowed',
    dogRestrictionStart: null,
    dogRestrictionEnd: null,
    dogRestrictionHours: null,
    dogOnLeadRequired: false,
    dogRestrictionZones: null,
    unrestrictedEvidence: null,
    validationNotes: null,
    validationLastChecked: '2026-11-21',
    validationSourceUrl: 'https://council.example/dog-rules',
    validationConfidence: 'medium',
    bathingWaterId: null,
    tideStationId: null,
    tideNote: null,
    updatedAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
  return { ...beach, dogRules: beach.dogRules !== undefined ? beach.dogRules : dogRulesFromLegacy(beach) };
}

let mapBeachId = 0;
/** A beach as the map reads it (a new id each call), in South Devon, dogs allowed all year by its source. */
export function buildMapBeach(overrides: Partial<MapBeach> = {}): MapBeach {
  mapBeachId += 1;
  return {
    id: mapBeachId,
    slug: `beach-${mapBeachId}`,
    name: `Beach ${mapBeachId}`,
    location: 'South Devon',
    latitude: '50.5',
    longitude: '-3.5',
    accessType: 'year-round',
    dogAccessStatus: null,
    validationSourceUrl: 'https://council.example/dog-rules',
    ...overrides,
  };
}

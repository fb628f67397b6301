import type { AdminBeachRow } from '../../domain/admin/admin-beach-list.ts';
import type { Beach as BeachResponse } from '../../domain/beaches/beach.ts';
import { beachEvidence, beachProvenance } from '../../domain/dog-rules/dog-rule-evidence-now.ts';
import { dogRulesFromLegacy } from '../../domain/dog-rules/dog-rules-legacy.ts';
import type { Beach } from '../models/Beach.ts';
import { nearestBathingWaterOf } from '../services/nearest-bathing-water.ts';
import { toDecimalString, toIso, toIsoDate, toNumber } from './values.ts';

/**
 * A beach as everyone may see it. Its confidence is computed from its evidence on today's London
 * date (issue #29), never the stored one, and its last check is the last day a source was read
 * (an admin's own date only where the beach holds no evidence). The notes are admins' working
 * notes: they go only to the admin area (presentAdminBeach).
 */
export function presentBeach(beach: Beach): BeachResponse {
  const accessType = beach.accessType as BeachResponse['accessType'];
  const dogAccessStatus = beach.dogAccessStatus as BeachResponse['dogAccessStatus'];
  // A beach the seed's dog-rules step has not yet given its list is read from its single-period fields.
  const dogRules =
    beach.dogRules ?? dogRulesFromLegacy({ ...pickDogFields(beach), accessType, dogAccessStatus });
  const evidence = { dogRules, unrestrictedEvidence: beach.unrestrictedEvidence ?? null };
  const provenance = beachProvenance(evidence, new Date());
  const anyEvidence = beachEvidence(evidence).length > 0;
  return {
    id: beach.id,
    slug: beach.slug,
    name: beach.name,
    location: beach.location as BeachResponse['location'],
    county: beach.county,
    description: beach.description,
    latitude: toDecimalString(beach.latitude) ?? '',
    longitude: toDecimalString(beach.longitude) ?? '',
    postcode: beach.postcode,
    fullAddress: beach.fullAddress,
    imageUrl: beach.imageUrl,
    accessType,
    beachType: beach.beachType as BeachResponse['beachType'],
    accessibilityLevel: beach.accessibilityLevel as BeachResponse['accessibilityLevel'],
    beachCharacteristics: beach.beachCharacteristics ?? [],
    seasonalRestrictions: beach.seasonalRestrictions,
    restrictionPeriod: beach.restrictionPeriod,
    accessInfo: beach.accessInfo,
    parkingInfo: beach.parkingInfo,
    safetyNotes: beach.safetyNotes,
    aboutDescription: beach.aboutDescription,
    hasParking: beach.hasParking,
    hasFacilities: beach.hasFacilities,
    hasFreshWater: beach.hasFreshWater,
    hasBeachCafe: beach.hasBeachCafe,
    hasLifeguards: beach.hasLifeguards,
    hasDogWalks: beach.hasDogWalks,
    averageRating: toNumber(beach.averageRating) ?? 0,
    totalReviews: beach.totalReviews,
    googleRating: toNumber(beach.googleRating),
    totalReviewsGoogle: beach.totalReviewsGoogle,
    placeId: beach.placeId,
    website: beach.website,
    phone: beach.phone,
    facebookUrl: beach.facebookUrl,
    instagramUrl: beach.instagramUrl,
    twitterUrl: beach.twitterUrl,
    youtubeUrl: beach.youtubeUrl,
    dogAccessStatus,
    dogRestrictionStart: beach.dogRestrictionStart,
    dogRestrictionEnd: beach.dogRestrictionEnd,
    dogRestrictionHours: beach.dogRestrictionHours,
    dogOnLeadRequired: beach.dogOnLeadRequired,
    dogRestrictionZones: beach.dogRestrictionZones,
    dogRules,
    unrestrictedEvidence: evidence.unrestrictedEvidence,
    validationNotes: null,
    validationLastChecked: anyEvidence
      ? provenance.validationLastChecked
      : toIsoDate(beach.validationLastChecked),
    validationSourceUrl: beach.validationSourceUrl,
    validationConfidence: provenance.validationConfidence,
    bathingWaterId: beach.bathingWaterId,
    nearestBathingWater: nearestBathingWaterOf(beach),
    tideStationId: beach.tideStationId ?? null,
    tideNote: beach.tideNote ?? null,
    updatedAt: toIso(beach.updatedAt) ?? '',
  };
}

/** A beach as the admin area sees it: as the public does, with the working notes. */
export const presentAdminBeach = (beach: Beach): BeachResponse => ({
  ...presentBeach(beach),
  validationNotes: beach.validationNotes,
});

/** A row of the admin's beach list: what the table shows, not the whole beach. */
export function presentAdminBeachRow(beach: Beach): AdminBeachRow {
  return {
    id: beach.id,
    slug: beach.slug,
    name: beach.name,
    location: beach.location,
    accessType: beach.accessType,
    averageRating: toNumber(beach.averageRating) ?? 0,
    totalReviews: beach.totalReviews,
    hasParking: beach.hasParking,
    hasFacilities: beach.hasFacilities,
    imageUrl: beach.imageUrl,
    updatedAt: toIso(beach.updatedAt),
  };
}

const pickDogFields = (beach: Beach) => ({
  dogRestrictionStart: beach.dogRestrictionStart,
  dogRestrictionEnd: beach.dogRestrictionEnd,
  dogRestrictionHours: beach.dogRestrictionHours,
  dogOnLeadRequired: beach.dogOnLeadRequired,
});

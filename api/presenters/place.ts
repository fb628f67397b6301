import type { Eatery as EateryResponse } from '../../domain/beaches/eatery-schema.ts';
import type { Parking as ParkingResponse } from '../../domain/beaches/parking-schema.ts';
import type { Eatery } from '../models/Eatery.ts';
import type { Parking } from '../models/Parking.ts';
import { toDecimalString, toIsoDate, toNumber } from './values.ts';

export function presentParking(p: Parking): ParkingResponse {
  return {
    id: p.id,
    beachId: p.beachId,
    name: p.name,
    owner: p.owner,
    availability: p.availability,
    location: p.location,
    cost: p.cost,
    paymentMethods: p.paymentMethods ?? [],
    capacity: p.capacity,
    heightRestriction: p.heightRestriction,
    openingHours: p.openingHours,
    specialNotes: p.specialNotes,
    distanceToBeach: p.distanceToBeach,
    latitude: toDecimalString(p.latitude),
    longitude: toDecimalString(p.longitude),
  };
}

export function presentEatery(e: Eatery): EateryResponse {
  return {
    id: e.id,
    beachId: e.beachId,
    name: e.name,
    venueType: e.venueType,
    cuisine: e.cuisine,
    address: e.address,
    latitude: toDecimalString(e.latitude),
    longitude: toDecimalString(e.longitude),
    website: e.website,
    phone: e.phone,
    email: e.email,
    dogFriendly: e.dogFriendly,
    dogFriendlyNotes: e.dogFriendlyNotes,
    distanceKm: toNumber(e.distanceKm),
    lastVerifiedAt: toIsoDate(e.lastVerifiedAt),
    sourceUrl: e.sourceUrl,
    notes: e.notes,
  };
}

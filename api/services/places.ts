/** The car parks and the places to eat near a beach, nearest first. */
import type { Knex } from 'knex';
import { Eatery } from '../models/Eatery.ts';
import { Parking } from '../models/Parking.ts';

export function listBeachParking(knex: Knex, beachId: number) {
  return Parking.query(knex).where({ beachId }).orderBy(['distanceToBeach', 'id']);
}

export function listBeachEateries(knex: Knex, beachId: number) {
  return Eatery.query(knex).where({ beachId }).orderBy(['distanceKm', 'id']);
}

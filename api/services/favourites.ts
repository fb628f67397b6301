/**
 * A user's beaches (issue #31 item 1): the spec's favourite, one row per user and beach. Saving
 * is an upsert, so the phone's list merged in at sign-in, or a star sent twice, is kept once;
 * removing one that is not there is no error (the user's intent already holds).
 */
import type { Knex } from 'knex';
import type { FavouritePut } from '../../domain/favourites/favourite-schema.ts';
import { resumeReminders } from './reminder-subscription.ts';

export interface FavouriteRow {
  beachId: number;
  notes: string | null;
  remind: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = ['beachId', 'notes', 'remind', 'createdAt', 'updatedAt'] as const;

/** The user's favourites among the beaches still listed, the first starred first. */
export function listFavourites(knex: Knex, userId: number): Promise<FavouriteRow[]> {
  return knex('beachFavourites as f')
    .join('beaches', 'beaches.id', 'f.beachId')
    .whereNull('beaches.deletedAt')
    .where('f.userId', userId)
    .orderBy([{ column: 'f.createdAt' }, { column: 'f.beachId' }])
    .select(COLUMNS.map((column) => `f.${column}`));
}

/**
 * Stars the beach, or changes its notes or reminder; fields left out keep their value (a new
 * favourite has no notes and no reminder). Turning a reminder on is also asking for reminder
 * mail again after an unsubscribe.
 */
export async function saveFavourite(
  trx: Knex.Transaction,
  userId: number,
  beachId: number,
  input: FavouritePut,
): Promise<{ favourite: FavouriteRow; created: boolean }> {
  const changes = {
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.remind !== undefined ? { remind: input.remind } : {}),
  };
  const existing = await trx('beachFavourites').where({ userId, beachId }).first('id');
  // Two first stars at once: the unique key keeps one row, and both answers describe it.
  if (!existing)
    await trx('beachFavourites').insert({ userId, beachId }).onConflict(['userId', 'beachId']).ignore();
  if (Object.keys(changes).length > 0)
    await trx('beachFavourites').where({ userId, beachId }).update(changes);
  const favourite: FavouriteRow = await trx('beachFavourites').where({ userId, beachId }).first(COLUMNS);
  if (input.remind) await resumeReminders(trx, userId);
  return { favourite, created: !existing };
}

/** Unstars the beach; true when there was a favourite to remove. */
export async function removeFavourite(
  trx: Knex.Transaction,
  userId: number,
  beachId: number,
): Promise<boolean> {
  return (await trx('beachFavourites').where({ userId, beachId }).delete()) > 0;
}

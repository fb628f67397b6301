import type { Favourite } from '../../domain/favourites/favourite-schema.ts';
import type { FavouriteRow } from '../services/favourites.ts';
import { toIso } from './values.ts';

/** A favourite as its owner sees it (no user id: the owner is whoever asks). */
export const presentFavourite = (row: FavouriteRow): Favourite => ({
  beachId: row.beachId,
  notes: row.notes,
  remind: row.remind,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

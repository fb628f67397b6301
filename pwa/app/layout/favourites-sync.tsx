import { useFavouritesSync } from '../../data/favourites/favourites.ts';

/** Keeps My beaches true to the account signed in, on every page (favourites.ts). */
export function FavouritesSync() {
  useFavouritesSync();
  return null;
}

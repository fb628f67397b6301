/**
 * GET /api/my/favourites — the signed-in user's beaches as the server has them. Screens do not
 * read it: they read the phone's list (favourites/favourites-store.ts), which this answer, with
 * the changes still waiting in the outbox laid over it, keeps true (favourites/favourites-sync.ts).
 */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const myFavouritesQuery = () =>
  defineQuery({
    key: queryKeys.my.favourites,
    // The phone keeps its own copy (favourites-store.ts): with no signal, that list is shown.
    policy: 'online-only',
    remote: () => apiGet('/api/my/favourites', publicSchema('favourites')),
    staleTime: 60_000,
    retry: false,
  });

/**
 * My beaches for screens (issue #31 item 1): the list of whoever uses the phone now, a beach's
 * star, and the changes a user makes. Signed out, the list is the phone's own. Signed in, a
 * change shows at once and goes to the server through the outbox (exactly once, with no signal
 * too); `useFavouritesSync`, mounted once by the app's layout, keeps the list true to the server
 * and brings the phone's own list into the account at sign-in.
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { announce } from '../outbox/outbox-notices.ts';
import { myFavouritesQuery } from '../queries/get-my-favourites.ts';
import { useViewer, viewerOf } from '../queries/viewer.ts';
import { type FavouriteBeach, type FavouriteChange, favouriteWrite } from '../writes/favourite.ts';
import {
  changeFavourite,
  type Favourite,
  readFavourites,
  replaceFavourites,
  useFavouritesOf,
} from './favourites-store.ts';
import { applyServerFavourites, mergePhoneFavourites } from './favourites-sync.ts';

export type { Favourite, FavouriteBeach };

/** The list of whoever uses the phone now (nothing while it is not known yet who that is). */
export function useFavourites(): { favourites: readonly Favourite[]; signedIn: boolean; known: boolean } {
  const viewer = useViewer(useQueryClient());
  const favourites = useFavouritesOf(viewer);
  return { favourites, signedIn: typeof viewer === 'number', known: viewer !== undefined };
}

/** Makes a change on the phone, then, signed in, queues it for the server; undone if it cannot be kept. */
async function change(queryClient: QueryClient, beach: FavouriteBeach, what: FavouriteChange): Promise<void> {
  const viewer = viewerOf(queryClient) ?? null;
  const before = readFavourites(viewer);
  if (!changeFavourite(viewer, beach, what)) {
    announce({
      title: 'Not saved',
      description: 'This phone refused to keep it (its storage may be full).',
      kind: 'destructive',
    });
    return;
  }
  if (viewer === null) return;
  try {
    // The outbox's code loads on the first change, not with every card's star.
    const { loadOutbox } = await import('../outbox/outbox.ts');
    const outbox = await loadOutbox(queryClient);
    await outbox.submitWrites([{ ...favouriteWrite(beach, what), userId: viewer }], { timeoutMs: 0 });
  } catch {
    replaceFavourites(viewer, before);
    announce({
      title: 'Not saved',
      description: `${beach.name}: this phone could not keep the change.`,
      kind: 'destructive',
    });
  }
}

export function useFavouriteActions() {
  const queryClient = useQueryClient();
  return {
    star: useCallback((beach: FavouriteBeach) => change(queryClient, beach, {}), [queryClient]),
    unstar: useCallback((beach: FavouriteBeach) => change(queryClient, beach, null), [queryClient]),
    edit: useCallback(
      (beach: FavouriteBeach, what: NonNullable<FavouriteChange>) => change(queryClient, beach, what),
      [queryClient],
    ),
  };
}

/**
 * Mounted once (the layout): signed in, the server's list keeps the phone's true, and the beaches
 * starred signed out join the account. Re-read when a favourite's write is sent or refused
 * (outbox-effects.ts invalidates the query) and when the session changes.
 */
export function useFavouritesSync(): void {
  const queryClient = useQueryClient();
  const viewer = useViewer(queryClient);
  const signedIn = typeof viewer === 'number';
  const { data } = useQuery({ ...myFavouritesQuery(), enabled: signedIn });
  useEffect(() => {
    if (typeof viewer === 'number') void mergePhoneFavourites(queryClient, viewer);
  }, [queryClient, viewer]);
  useEffect(() => {
    if (typeof viewer === 'number' && data) void applyServerFavourites(queryClient, viewer, data);
  }, [queryClient, viewer, data]);
}

/**
 * Keeps the phone's My beaches true for the account signed in (issue #31 item 1):
 *
 * - the server's list, with the changes still waiting in the outbox laid over it in the order
 *   they were made, becomes the account's list on the phone (so a star made offline stays
 *   starred when the server's older answer arrives, and one sent from the service worker while
 *   the app was closed is in the server's answer);
 * - at sign-in, the beaches starred on this phone while signed out join the account's list: each
 *   one the account lacks goes to the server through the outbox (an upsert there, so nothing is
 *   doubled even if it is sent twice), and the phone's own list is emptied only once they are kept.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Favourite as ServerFavourite } from '../../../domain/favourites/favourite-schema.ts';
import type { OutboxItemSummary } from '../outbox/outbox.ts';
import { outboxMayHoldItems } from '../outbox/outbox-status.ts';
import { favouriteWrite } from '../writes/favourite.ts';
import { type Favourite, readFavourites, replaceFavourites } from './favourites-store.ts';

/** Lays the waiting changes (oldest first) over a list. */
export function withWaiting(list: readonly Favourite[], waiting: readonly OutboxItemSummary[]): Favourite[] {
  let result = [...list];
  for (const item of waiting) {
    if (item.kind !== 'favourite' || item.beachId === undefined) continue;
    const beachId = item.beachId;
    if (item.method === 'DELETE') {
      result = result.filter((f) => f.beachId !== beachId);
      continue;
    }
    const body = (item.body ?? {}) as Partial<Pick<Favourite, 'notes' | 'remind'>>;
    const change = {
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(typeof body.remind === 'boolean' ? { remind: body.remind } : {}),
    };
    const existing = result.find((f) => f.beachId === beachId);
    result = existing
      ? result.map((f) => (f.beachId === beachId ? { ...f, ...change } : f))
      : [
          ...result,
          {
            beachId,
            notes: null,
            remind: false,
            ...change,
            createdAt: item.createdAt,
            updatedAt: item.createdAt,
          },
        ];
  }
  return result;
}

/** The outbox's waiting items of the account signed in (none read while the outbox is empty). */
async function waitingItems(queryClient: QueryClient): Promise<OutboxItemSummary[]> {
  if (!outboxMayHoldItems()) return [];
  const { loadOutbox } = await import('../outbox/outbox.ts');
  const outbox = await loadOutbox(queryClient);
  return outbox.readOutbox();
}

/** The server's answer, with what waits, as the account's list; the names the phone knew are kept. */
export async function applyServerFavourites(
  queryClient: QueryClient,
  userId: number,
  server: readonly ServerFavourite[],
): Promise<void> {
  const names = new Map(readFavourites(userId).map((f) => [f.beachId, f.name]));
  const merged = withWaiting(server, await waitingItems(queryClient));
  replaceFavourites(
    userId,
    merged.map((f) => (names.get(f.beachId) ? { ...f, name: names.get(f.beachId) } : f)),
  );
}

let merging: Promise<void> | null = null;

/**
 * Moves the beaches starred signed out into the account: queued for the server (kept on the phone
 * first, in one transaction), added to the account's list, then taken off the phone's own list.
 * If the phone refuses to keep them (a full disk) the phone's list stays as it was, for next time.
 */
export function mergePhoneFavourites(queryClient: QueryClient, userId: number): Promise<void> {
  merging ??= (async () => {
    const phone = readFavourites(null);
    if (phone.length === 0) return;
    const mine = new Map(readFavourites(userId).map((f) => [f.beachId, f]));
    const toSend = phone.filter((f) => {
      const kept = mine.get(f.beachId);
      return !kept || (f.notes && !kept.notes);
    });
    if (toSend.length > 0) {
      const { loadOutbox } = await import('../outbox/outbox.ts');
      const outbox = await loadOutbox(queryClient);
      const writes = toSend.map((f) => ({
        ...favouriteWrite({ id: f.beachId, name: f.name ?? 'A beach' }, f.notes ? { notes: f.notes } : {}),
        userId,
      }));
      // Kept first, then sent in the background: the outcome is the outbox's to report.
      await outbox.submitWrites(writes, { timeoutMs: 0 });
    }
    const merged = [...readFavourites(userId)];
    for (const f of phone) {
      const index = merged.findIndex((m) => m.beachId === f.beachId);
      if (index === -1) merged.push(f);
      else if (f.notes && !merged[index].notes) merged[index] = { ...merged[index], notes: f.notes };
    }
    if (replaceFavourites(userId, merged)) replaceFavourites(null, []);
  })().finally(() => {
    merging = null;
  });
  return merging;
}

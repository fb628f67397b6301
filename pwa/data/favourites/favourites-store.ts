/**
 * My beaches as the phone keeps them (issue #31 item 1): one list for the visitor signed out
 * ("this phone") and one per account signed in, each in localStorage. Small and read at once:
 * a card's star is right on the first render after hydration, with no database to open first,
 * and offline the list is simply there.
 *
 * Signed in, the account's list is the server's (GET /api/my/favourites) with the changes still
 * waiting in the outbox laid over it (favourites-sync.ts); a change made here shows at once and
 * reaches the server through the outbox. Another account's list is never read: at sign-out and
 * when another account signs in it is dropped (current-user.ts), as the own lists are.
 */
import { useSyncExternalStore } from 'react';
import type { Favourite as ServerFavourite } from '../../../domain/favourites/favourite-schema.ts';

/** A favourite as the server keeps it, with the beach's name where the phone knows it (for the outbox's labels). */
export type Favourite = ServerFavourite & { name?: string };

/** Whose list: an account's id, or null for the visitor signed out. */
export type FavouritesOwner = number | null;

const PREFIX = 'ddb.favourites.';
const keyOf = (owner: FavouritesOwner) => `${PREFIX}${owner ?? 'phone'}`;
const EMPTY: readonly Favourite[] = Object.freeze([]);

const isFavourite = (value: unknown): value is Favourite => {
  const row = value as Partial<Favourite> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    Number.isInteger(row.beachId) &&
    (row.notes === null || typeof row.notes === 'string') &&
    typeof row.remind === 'boolean'
  );
};

/** What the last read of each list gave: the same array until the list changes (useSyncExternalStore). */
const cache = new Map<string, { raw: string | null; list: readonly Favourite[] }>();

function read(owner: FavouritesOwner): readonly Favourite[] {
  const key = keyOf(owner);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const kept = cache.get(key);
  if (kept && kept.raw === raw) return kept.list;
  let list: readonly Favourite[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isFavourite);
  } catch {
    // A list that cannot be read is no list: the server's copy comes back at the next refresh.
  }
  cache.set(key, { raw, list });
  return list;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Writes an owner's list; false when the browser refused (storage full or blocked). */
function write(owner: FavouritesOwner, list: readonly Favourite[]): boolean {
  try {
    if (list.length === 0) localStorage.removeItem(keyOf(owner));
    else localStorage.setItem(keyOf(owner), JSON.stringify(list));
    return true;
  } catch {
    return false;
  } finally {
    notify();
  }
}

/** The owner's favourites, in the order they were starred. */
export const readFavourites = (owner: FavouritesOwner): readonly Favourite[] => read(owner);

/** Replaces the owner's list (the server's answer with what waits laid over it). */
export const replaceFavourites = (owner: FavouritesOwner, list: readonly Favourite[]) => write(owner, list);

/** Changes one beach of the owner's list: `null` takes it out; fields left out keep their value. */
export function changeFavourite(
  owner: FavouritesOwner,
  beach: { id: number; name: string },
  change: Partial<Pick<Favourite, 'notes' | 'remind'>> | null,
  now = new Date(),
): boolean {
  const beachId = beach.id;
  const list = read(owner);
  const existing = list.find((f) => f.beachId === beachId);
  if (change === null)
    return write(
      owner,
      list.filter((f) => f.beachId !== beachId),
    );
  const at = now.toISOString();
  const next: Favourite = existing
    ? { ...existing, ...change, name: beach.name, updatedAt: at }
    : { beachId, name: beach.name, notes: null, remind: false, ...change, createdAt: at, updatedAt: at };
  return write(owner, existing ? list.map((f) => (f.beachId === beachId ? next : f)) : [...list, next]);
}

/** Drops every account's list but `keepUserId`'s; the visitor's own (signed out) stays. */
export function forgetFavourites(keepUserId?: number): void {
  try {
    const doomed: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX) && key !== keyOf(null) && key !== keyOf(keepUserId ?? null))
        doomed.push(key);
    }
    for (const key of doomed) localStorage.removeItem(key);
  } catch {
    // Storage blocked: there was nothing kept either.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab starred or unstarred a beach.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/**
 * The owner's list, current on every change (this tab or another). The server's render and the
 * hydrating one have none: the stars fill in right after, so hydration matches.
 */
export function useFavouritesOf(owner: FavouritesOwner | undefined): readonly Favourite[] {
  return useSyncExternalStore(
    subscribe,
    () => (owner === undefined ? EMPTY : read(owner)),
    () => EMPTY,
  );
}

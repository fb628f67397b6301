/**
 * The one data layer every screen reads through. Three policies:
 *
 * - `mirrorFirst`: data the sync keeps (beaches, water quality, parking, eateries, walks, the
 *   blog, stats). The mirror answers; the network answers only while the mirror has no
 *   snapshot yet (a first visit) or does not know the row. Freshness comes from the delta
 *   sync (mirror-sync.ts), which invalidates these queries when something changed.
 * - `networkKeepingCopy`: lists the sync does not carry (reviews, community photos, public
 *   feedback). The network answers and, once the phone holds the offline copy, the answer is
 *   kept for that beach; with no network the kept copy answers.
 * - `ownListKeepingCopy`: the signed-in user's own lists (their feedback, photos and reviews), the
 *   same way but kept under their id, so the profile lists them, and they can be edited or
 *   deleted through the outbox, with no signal (issue #28 §5). `forgetOwnLists` drops them at
 *   sign-out and when another account signs in.
 *
 * Either way the screen gets the same shape and never learns where it came from.
 */

import { isNetworkFailure, NeedsConnectionError } from '../http/needs-connection.ts';
import type { BeachExtraKind, MirrorDatabase, OwnListKind } from '../mirror/mirror-db.ts';
import { mirrorMayHaveData } from '../mirror/mirror-hint.ts';
import { writeTransaction } from '../mirror/storage-errors.ts';

let opening: Promise<MirrorDatabase | null> | null = null;

/**
 * The mirror, loaded on first use: Dexie is its own chunk (precached by the service worker),
 * so the first visit's scripts stay within budget. Null where IndexedDB is missing.
 */
function openMirror(): Promise<MirrorDatabase | null> {
  opening ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : import('../mirror/mirror-db.ts').then(({ mirrorDb }) => mirrorDb()).catch(() => null);
  return opening;
}

export async function mirrorFirst<T>(
  local: (db: MirrorDatabase) => Promise<T | undefined>,
  remote: () => Promise<T>,
): Promise<T> {
  const db = mirrorMayHaveData() ? await openMirror() : null;
  if (db) {
    try {
      const answer = await local(db);
      if (answer !== undefined) return answer;
    } catch {
      // A mirror that cannot be read (private mode, a broken profile) is no mirror.
    }
  }
  return remote();
}

/** The network's answer, a copy of it kept; with no network, the copy kept last time. */
async function networkThenKept<T extends unknown[]>(
  remote: () => Promise<T>,
  kept: (db: MirrorDatabase) => Promise<{ items: unknown[] } | undefined>,
  keep: (db: MirrorDatabase, items: T, savedAt: string) => Promise<unknown>,
): Promise<T> {
  try {
    const answer = await remote();
    // Kept once the phone holds the offline copy: a first visit does not load the mirror's code
    // (Dexie) for it before the page has even settled.
    if (mirrorMayHaveData()) void keepCopy((db) => keep(db, answer, new Date().toISOString()));
    return answer;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const db = await openMirror();
    const copy = db ? await kept(db).catch(() => undefined) : undefined;
    if (!copy) throw new NeedsConnectionError(error);
    return copy.items as T;
  }
}

export function networkKeepingCopy<T extends unknown[]>(
  beachId: number,
  kind: BeachExtraKind,
  remote: () => Promise<T>,
): Promise<T> {
  return networkThenKept(
    remote,
    (db) => db.beachExtras.get([beachId, kind]),
    (db, items, savedAt) =>
      writeTransaction(db, [db.beachExtras], () => db.beachExtras.put({ beachId, kind, items, savedAt })),
  );
}

export function ownListKeepingCopy<T extends unknown[]>(
  userId: number,
  kind: OwnListKind,
  remote: () => Promise<T>,
): Promise<T> {
  return networkThenKept(
    remote,
    (db) => db.ownLists.get([userId, kind]),
    (db, items, savedAt) =>
      writeTransaction(db, [db.ownLists], () => db.ownLists.put({ userId, kind, items, savedAt })),
  );
}

/** Drops every account's own lists but `keepUserId`'s (none: everyone's). */
export async function forgetOwnLists(keepUserId?: number): Promise<void> {
  const db = await openMirror();
  if (!db) return;
  await writeTransaction(db, [db.ownLists], () =>
    db.ownLists.filter((list) => list.userId !== keepUserId).delete(),
  ).catch(() => undefined);
}

/** Keeping a copy is a bonus: a full disk or a broken profile must not cost the screen its answer. */
async function keepCopy(keep: (db: MirrorDatabase) => Promise<unknown>): Promise<void> {
  const db = await openMirror();
  if (!db) return;
  await keep(db).catch(() => undefined);
}

/**
 * The one data layer every screen reads through. Two policies:
 *
 * - `mirrorFirst`: data the sync keeps (beaches, water quality, parking, eateries, walks, the
 *   blog, stats). The mirror answers; the network answers only while the mirror has no
 *   snapshot yet (a first visit) or does not know the row. Freshness comes from the delta
 *   sync (mirror-sync.ts), which invalidates these queries when something changed.
 * - `networkKeepingCopy`: lists the sync does not carry (reviews, community photos, public
 *   feedback). The network answers and, once the phone holds the offline copy, the answer is
 *   kept for that beach; with no network the kept copy answers.
 *
 * Either way the screen gets the same shape and never learns where it came from.
 */
import type { BeachExtraKind, MirrorDatabase } from './mirror-db.ts';
import { mirrorMayHaveData } from './mirror-hint.ts';
import { isNetworkFailure, NeedsConnectionError } from './needs-connection.ts';
import { writeTransaction } from './storage-errors.ts';

let opening: Promise<MirrorDatabase | null> | null = null;

/**
 * The mirror, loaded on first use: Dexie is its own chunk (precached by the service worker),
 * so the first visit's scripts stay within budget. Null where IndexedDB is missing.
 */
function openMirror(): Promise<MirrorDatabase | null> {
  opening ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : import('./mirror-db.ts').then(({ mirrorDb }) => mirrorDb()).catch(() => null);
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

export async function networkKeepingCopy<T extends unknown[]>(
  beachId: number,
  kind: BeachExtraKind,
  remote: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await remote();
    // Kept once the phone holds the offline copy: a first visit does not load the mirror's code
    // (Dexie) for it before the page has even settled.
    if (mirrorMayHaveData()) void keepCopy(beachId, kind, answer);
    return answer;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const db = await openMirror();
    const kept = db ? await db.beachExtras.get([beachId, kind]).catch(() => undefined) : undefined;
    if (!kept) throw new NeedsConnectionError(error);
    return kept.items as T;
  }
}

/** Keeping a copy is a bonus: a full disk or a broken profile must not cost the screen its answer. */
async function keepCopy(beachId: number, kind: BeachExtraKind, items: unknown[]): Promise<void> {
  const db = await openMirror();
  if (!db) return;
  const extra = { beachId, kind, items, savedAt: new Date().toISOString() };
  await writeTransaction(db, [db.beachExtras], () => db.beachExtras.put(extra)).catch(() => undefined);
}

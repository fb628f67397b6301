/**
 * The mirror's beaches, kept in memory between writes. Reading every beach from IndexedDB takes
 * seconds at 10,000 beaches on a phone (bench/RESULTS.md, "Scale"), and the listing asks at every
 * keystroke: it is read once, sorted and prepared for the listing's queries, and kept until the
 * mirror's beaches change. The mirror stays the source of truth: each use first reads its sync
 * marker (whether a snapshot is held, and which) and the count of writes to it
 * (mirror-write-count.ts); when either moved since the copy was read, it is read again.
 *
 * Kept per database object, dropped with it. Nothing here may be changed by a caller: the beach
 * objects are shared by every answer made from the copy.
 */
import type { Beach } from '../../../domain/beaches/beach-schema.ts';
import { type PreparedListing, prepareListing } from '../../../domain/beaches/prepared-listing.ts';
import type { MirrorDatabase, SyncMeta } from './mirror-db.ts';
import { mirrorWriteCount } from './mirror-write-count.ts';

export interface MirrorBeachList {
  /** Every beach, by name then id (as the API lists them). */
  beaches: readonly Beach[];
  listing: PreparedListing<Beach>;
}

interface Kept extends MirrorBeachList {
  writeCount: number;
  marker: string;
}

const kept = new WeakMap<MirrorDatabase, Kept>();
const reading = new WeakMap<MirrorDatabase, { writeCount: number; read: Promise<Kept | undefined> }>();

/** Which sync the mirror holds: another tab's sync writes a new marker with its beaches. */
const markerOf = (meta: SyncMeta) => `${meta.cursor} ${meta.lastSyncedAt} ${meta.snapshotAt}`;

const lower = (text: string) => text.toLowerCase();
const byNameThenId = (a: Beach, b: Beach) => {
  const x = lower(a.name);
  const y = lower(b.name);
  return (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id;
};

async function readList(db: MirrorDatabase): Promise<Kept | undefined> {
  // Counted before the read: a write that commits from now on moves the count, so a copy that
  // might have missed it is never taken for current.
  const writeCount = mirrorWriteCount(db.name);
  const [meta, beaches] = await db.transaction('r', [db.meta, db.beaches], () =>
    Promise.all([db.meta.get('sync'), db.beaches.toArray()]),
  );
  if (!meta) return undefined;
  beaches.sort(byNameThenId);
  return { writeCount, marker: markerOf(meta), beaches, listing: prepareListing(beaches) };
}

function keep(db: MirrorDatabase, fresh: Kept | undefined): Kept | undefined {
  // A slower read that began before another must not replace what that one found.
  if (fresh && (kept.get(db)?.writeCount ?? -1) <= fresh.writeCount) kept.set(db, fresh);
  return fresh;
}

/** Every beach of the mirror and its prepared listing; undefined before a snapshot is held. */
export async function mirrorBeachList(db: MirrorDatabase): Promise<MirrorBeachList | undefined> {
  const meta = await db.meta.get('sync');
  if (!meta) return undefined;
  const marker = markerOf(meta);
  const writeCount = mirrorWriteCount(db.name);
  const copy = kept.get(db);
  if (copy && copy.writeCount === writeCount && copy.marker === marker) return copy;

  // Screens that open together ask together: a read already under way, begun since the last
  // write, answers them all.
  let pending = reading.get(db);
  if (pending?.writeCount !== writeCount) {
    const read = readList(db).then((fresh) => keep(db, fresh));
    pending = { writeCount, read };
    reading.set(db, pending);
    const settled = pending;
    void read
      .catch(() => undefined)
      .finally(() => {
        if (reading.get(db) === settled) reading.delete(db);
      });
  }
  const fresh = await pending.read;
  // Another tab's sync may have landed between that read and the marker seen above: read again,
  // from now, rather than answer with what it replaced.
  return fresh && fresh.marker !== marker ? keep(db, await readList(db)) : fresh;
}

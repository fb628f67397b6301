/**
 * The one data layer every screen reads through (issue #30). Every query of the public side is
 * declared with `defineQuery`: its key, its remote call, its mirror read and its policy, in one
 * object, so a read's offline behaviour is visible where the read is defined:
 *
 * - `mirror-first`: data the sync keeps (beaches, water quality, parking, eateries, walks, the
 *   blog, stats). The mirror answers; the network answers only while the mirror has no
 *   snapshot yet (a first visit) or does not know the row. Freshness comes from the delta
 *   sync (mirror-sync.ts), which invalidates these queries when something changed.
 * - `keep-a-copy`: lists the sync does not carry. The network answers and, once the phone holds
 *   the offline copy, the answer is kept: for a beach (its reviews, community photos and public
 *   feedback: `networkKeepingCopy`) or for the signed-in user (their own feedback, photos and
 *   reviews, kept under their id so the profile lists them and the outbox can edit or delete them
 *   with no signal, issue #28 §5: `ownListKeepingCopy`; `forgetOwnLists` drops them at sign-out
 *   and when another account signs in). With no network the kept copy answers, or the screen
 *   says it needs a connection.
 * - `online-only`: the network alone (the session and the map settings keep their own small
 *   copy in localStorage, inside their remote call).
 * - `on-device`: computed in the browser (tides): nothing is fetched.
 *
 * A mirror read is handed the mirror's read functions (mirror/mirror-reads.ts), loaded only once
 * the phone holds a mirror: a first visit, answered by the network, never downloads them.
 * `failure` is what the screen's error says when the remote call (or the computation) fails, its
 * cause kept, so a network failure under it is still one (needs-connection.ts). Everything else
 * (staleTime, networkMode, placeholderData…) is TanStack's own options, passed through unchanged.
 * Either way the screen gets the same shape and never learns where it came from.
 */
import {
  type QueryFunctionContext,
  type QueryKey,
  queryOptions,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/accounts/auth.ts';
import { isNetworkFailure, NeedsConnectionError } from '../http/needs-connection.ts';
import type { BeachExtraKind, MirrorDatabase, OwnListKind } from '../mirror/mirror-db.ts';
import { mirrorMayHaveData } from '../mirror/mirror-hint.ts';
import { writeTransaction } from '../mirror/storage-errors.ts';
import { queryKeys } from './query-keys.ts';

type MirrorReads = typeof import('../mirror/mirror-reads.ts');

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

async function mirrorFirst<T>(
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

/** Where a `keep-a-copy` read keeps its copy: under a beach, or under the signed-in user. */
type KeptCopy = { beachId: number; kind: BeachExtraKind } | { ownList: OwnListKind };

type Policy<T, Key extends QueryKey> =
  | {
      policy: 'mirror-first';
      mirror: (reads: MirrorReads, db: MirrorDatabase) => Promise<T | undefined>;
      remote: () => Promise<T>;
    }
  | { policy: 'keep-a-copy'; mirror: KeptCopy; remote: () => Promise<T> }
  | { policy: 'online-only'; remote: () => Promise<T> }
  | { policy: 'on-device'; compute: (context: QueryFunctionContext<Key>) => Promise<T> };

type Options<T, Key extends QueryKey> = Omit<
  UnusedSkipTokenOptions<T, Error, T, Key>,
  'queryKey' | 'queryFn' | 'initialData'
>;

export type QuerySpec<T, Key extends QueryKey> = Policy<T, Key> & {
  key: Key;
  failure?: string;
  /** Run on every read, whoever answers it (a beach's page asks the sync for a delta). */
  onRead?: () => void;
};

async function failWith<T>(message: string | undefined, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw message === undefined ? error : new Error(message, { cause: error });
  }
}

function read<T, Key extends QueryKey>(spec: QuerySpec<T, Key>, context: QueryFunctionContext<Key>) {
  spec.onRead?.();
  if (spec.policy === 'on-device') return failWith(spec.failure, spec.compute(context));
  // Kept copies are lists (read-through.ts stores their items).
  const remote = () => failWith(spec.failure, spec.remote()) as Promise<T & unknown[]>;
  switch (spec.policy) {
    case 'mirror-first': {
      const { mirror } = spec;
      return mirrorFirst(async (db) => mirror(await import('../mirror/mirror-reads.ts'), db), remote);
    }
    case 'keep-a-copy': {
      const copy = spec.mirror;
      if ('beachId' in copy) return networkKeepingCopy(copy.beachId, copy.kind, remote);
      const user = context.client.getQueryData<AuthUser | null>(queryKeys.auth.user);
      // Nobody known to be signed in: the server says whose list it is, and nothing is kept.
      return user ? ownListKeepingCopy(user.id, copy.ownList, remote) : remote();
    }
    case 'online-only':
      return remote();
  }
}

const SPEC_FIELDS = new Set(['key', 'policy', 'mirror', 'remote', 'compute', 'failure', 'onRead']);

export function defineQuery<T, const Key extends QueryKey>(spec: QuerySpec<T, Key> & Options<T, Key>) {
  const options = Object.fromEntries(Object.entries(spec).filter(([name]) => !SPEC_FIELDS.has(name)));
  return queryOptions<T, Error, T, Key>({
    ...(options as Options<T, Key>),
    queryKey: spec.key,
    queryFn: (context) => read(spec, context),
  });
}

/**
 * How every query of the public side is declared (issue #30): its key, its remote call, its
 * mirror read and its policy, in one object, so a read's offline behaviour is visible where the
 * read is defined. The policies are read-through.ts's:
 *
 * - `mirror-first`: the phone's mirror answers; the network only while the mirror has no
 *   snapshot yet or does not know the row. The delta sync keeps it fresh.
 * - `keep-a-copy`: the network answers and a copy is kept, for a beach (its reviews, photos,
 *   feedback) or for the signed-in user (their own lists); with no network the kept copy
 *   answers, or the screen says it needs a connection.
 * - `online-only`: the network alone (the session and the map settings keep their own small
 *   copy in localStorage, inside their remote call).
 * - `on-device`: computed in the browser (tides): nothing is fetched.
 *
 * Everything else (staleTime, networkMode, placeholderData…) is TanStack's own options, passed
 * through unchanged.
 */
import {
  type QueryFunctionContext,
  type QueryKey,
  queryOptions,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/accounts/auth.ts';
import type { BeachExtraKind, MirrorDatabase, OwnListKind } from '../mirror/mirror-db.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst, networkKeepingCopy, ownListKeepingCopy } from './read-through.ts';

/** Where a `keep-a-copy` read keeps its copy: under a beach, or under the signed-in user. */
export type KeptCopy = { beachId: number; kind: BeachExtraKind } | { ownList: OwnListKind };

type Policy<T, Key extends QueryKey> =
  | {
      policy: 'mirror-first';
      mirror: (db: MirrorDatabase) => Promise<T | undefined>;
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
  /** Run on every read, whoever answers it (a beach's page asks the sync for a delta). */
  onRead?: () => void;
};

function read<T, Key extends QueryKey>(spec: QuerySpec<T, Key>, context: QueryFunctionContext<Key>) {
  spec.onRead?.();
  switch (spec.policy) {
    case 'mirror-first':
      return mirrorFirst(spec.mirror, spec.remote);
    case 'keep-a-copy': {
      // Kept copies are lists (read-through.ts stores their items).
      const remote = spec.remote as () => Promise<T & unknown[]>;
      const copy = spec.mirror;
      if ('beachId' in copy) return networkKeepingCopy(copy.beachId, copy.kind, remote);
      const user = context.client.getQueryData<AuthUser | null>(queryKeys.auth.user);
      // Nobody known to be signed in: the server says whose list it is, and nothing is kept.
      return user ? ownListKeepingCopy(user.id, copy.ownList, remote) : remote();
    }
    case 'online-only':
      return spec.remote();
    case 'on-device':
      return spec.compute(context);
  }
}

const SPEC_FIELDS = new Set(['key', 'policy', 'mirror', 'remote', 'compute', 'onRead']);

export function defineQuery<T, const Key extends QueryKey>(spec: QuerySpec<T, Key> & Options<T, Key>) {
  const options = Object.fromEntries(Object.entries(spec).filter(([name]) => !SPEC_FIELDS.has(name)));
  return queryOptions<T, Error, T, Key>({
    ...(options as Options<T, Key>),
    queryKey: spec.key,
    queryFn: (context) => read(spec, context),
  });
}

/**
 * The signed-in user's own lists (GET /api/my/feedback, /photos, /reviews) read through the
 * mirror: the network answers and a copy is kept under the user's id, so that with no signal the
 * profile still lists them and they can be edited or deleted through the outbox (issue #28 §5).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/accounts/auth.ts';
import { apiGet } from '../http/api-client.ts';
import type { OwnListKind } from '../mirror/mirror-db.ts';
import { queryKeys } from './query-keys.ts';
import { ownListKeepingCopy } from './read-through.ts';

export function readOwnList<T extends unknown[]>(
  client: QueryClient,
  kind: OwnListKind,
  path: string,
): Promise<T> {
  const remote = () => apiGet<T>(path);
  const user = client.getQueryData<AuthUser | null>(queryKeys.auth.user);
  // Nobody known to be signed in: the server says whose list it is, and nothing is kept.
  return user ? ownListKeepingCopy(user.id, kind, remote) : remote();
}

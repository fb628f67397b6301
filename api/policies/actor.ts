/** Whoever makes a request: a visitor, a signed-in user, or an admin (separate sessions). */
import type { Admin } from '../models/Admin.ts';
import type { User } from '../models/User.ts';

export type Actor = { kind: 'visitor' } | { kind: 'user'; user: User } | { kind: 'admin'; admin: Admin };

export const visitor: Actor = { kind: 'visitor' };

export function userIdOf(actor: Actor): number | undefined {
  return actor.kind === 'user' ? actor.user.id : undefined;
}

/** How the idempotency table names the actor: 'user:<id>', 'admin:<id>' or 'anonymous'. */
export function actorKey(actor: Actor): string {
  if (actor.kind === 'user') return `user:${actor.user.id}`;
  if (actor.kind === 'admin') return `admin:${actor.admin.id}`;
  return 'anonymous';
}

/** Whoever makes a request: a visitor, a signed-in user, or an admin (separate sessions). */
import type { Admin } from '../models/Admin.ts';
import type { User } from '../models/User.ts';

export type Actor = { kind: 'visitor' } | { kind: 'user'; user: User } | { kind: 'admin'; admin: Admin };

export const visitor: Actor = { kind: 'visitor' };

export function userIdOf(actor: Actor): number | undefined {
  return actor.kind === 'user' ? actor.user.id : undefined;
}

/**
 * How the idempotency table names whose a key is: 'user:<id>', 'admin:<id>', or for a visitor
 * 'visitor:<their own scope>'. Never one name for all visitors, or one could replay another's answer.
 */
export function actorKey(actor: Actor, visitorScope: string): string {
  if (actor.kind === 'user') return `user:${actor.user.id}`;
  if (actor.kind === 'admin') return `admin:${actor.admin.id}`;
  return `visitor:${visitorScope}`;
}

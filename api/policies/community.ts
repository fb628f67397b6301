/**
 * Who may do what with community contributions (STYLE.md: policies, not ifs in handlers).
 * Authors edit and delete their own feedback and photos; a resource someone may not see is
 * reported as missing (404), so ids of private things cannot be probed. Admins moderate through
 * the admin API; on the visitors' side an admin session grants nothing.
 */
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { userIdOf } from './actor.ts';

interface Owned {
  userId: number | null;
}
interface FeedbackLike extends Owned {
  isPublic: boolean;
}
interface PhotoLike extends Owned {
  isApproved: boolean;
}

type Rules = {
  feedback: { create: null; read: FeedbackLike; update: FeedbackLike; delete: FeedbackLike };
  communityPhoto: { create: null; read: PhotoLike; delete: PhotoLike };
  walkingRoute: { create: null; rate: { isApproved: boolean } };
  review: { create: null };
};

const isOwner = (actor: Actor, resource: Owned) =>
  resource.userId !== null && userIdOf(actor) === resource.userId;
const isUser = (actor: Actor) => actor.kind === 'user';

const rules: {
  [R in keyof Rules]: { [A in keyof Rules[R]]: (actor: Actor, resource: Rules[R][A]) => boolean };
} = {
  feedback: {
    create: isUser,
    read: (actor, f) => f.isPublic || isOwner(actor, f) || actor.kind === 'admin',
    update: isOwner,
    delete: isOwner,
  },
  communityPhoto: {
    create: isUser,
    read: (actor, p) => p.isApproved || isOwner(actor, p) || actor.kind === 'admin',
    // An admin's delete comes only through the admin API: the visitors' route needs a user.
    delete: (actor, p) => isOwner(actor, p) || actor.kind === 'admin',
  },
  walkingRoute: {
    create: isUser,
    // Spec §6: rating a route has no sign-in gate; only approved routes can be rated.
    rate: (_actor, route) => route.isApproved,
  },
  review: { create: (actor) => actor.kind === 'user' && actor.user.emailVerified },
};

export function can<R extends keyof Rules, A extends keyof Rules[R]>(
  actor: Actor,
  action: A,
  resourceType: R,
  resource: Rules[R][A],
): boolean {
  const rule = rules[resourceType][action] as (actor: Actor, resource: Rules[R][A]) => boolean;
  return rule(actor, resource);
}

/** Throws a 404 when the actor may not act on the resource: what you may not touch, you cannot see. */
export function authorize<R extends keyof Rules, A extends keyof Rules[R]>(
  actor: Actor,
  action: A,
  resourceType: R,
  resource: Rules[R][A],
  notFoundMessage = 'Not found',
): void {
  if (!can(actor, action, resourceType, resource)) throw notFound(notFoundMessage);
}

/**
 * Users as the API shows them. The signed-in user sees their own account; everyone else sees
 * an author's first name and initial only — never an id, an email, a hash or a token.
 */
import type { AuthUser } from '../../domain/accounts/auth.ts';
import type { User } from '../models/User.ts';
import { type Actor, userIdOf } from '../policies/actor.ts';
import { reviewerNameOf } from '../services/reviews.ts';
import { toIso } from './values.ts';

export function presentCurrentUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    emailVerified: user.emailVerified,
    createdAt: toIso(user.createdAt) ?? '',
  };
}

/**
 * How a contributor is named to everyone else: "Sam W.", as reviews are signed, never the full
 * surname or the account id.
 */
export function authorNameOf(user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string {
  return user ? reviewerNameOf(user) : reviewerNameOf({ firstName: null, lastName: null });
}

/** Whether the one looking wrote it: what a client shows edit buttons by, in place of ids. */
export function isOwnedBy(authorId: number | null, viewer: Actor): boolean {
  const viewerId = userIdOf(viewer);
  return viewerId !== undefined && authorId === viewerId;
}

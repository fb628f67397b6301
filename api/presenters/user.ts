/**
 * Users as the API shows them. The signed-in user sees their own account; everyone else sees
 * an author's first and last name only — never an email, a hash or a token.
 */
import type { AuthUser } from '../../domain/auth.ts';
import type { User } from '../models/User.ts';
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

export interface Author {
  firstName: string | null;
  lastName: string | null;
}

export function presentAuthor(user: Pick<User, 'firstName' | 'lastName'> | null | undefined): Author {
  return { firstName: user?.firstName ?? null, lastName: user?.lastName ?? null };
}

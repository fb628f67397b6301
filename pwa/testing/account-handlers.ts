/** MSW handlers and a factory for the signed-in user (GET /api/auth/user), for account tests. */
import { HttpResponse, http } from 'msw';
import type { AuthUser } from '../../domain/accounts/auth.ts';

export function buildUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Walker',
    profileImageUrl: null,
    emailVerified: true,
    createdAt: '2026-03-14T10:00:00.000Z',
    ...overrides,
  };
}

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string[]>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

export const signedOutHandler = () => http.get('/api/auth/user', () => HttpResponse.json(null));

export const signedInHandler = (user: AuthUser = buildUser()) =>
  http.get('/api/auth/user', () => HttpResponse.json(user));

/**
 * Admin sign-in (spec §5 "Admin login") and admin accounts: username and password, with the
 * spec's messages. The login form checks with this before it sends; the API validates with it.
 */
import { z } from 'zod';
import { AUTH_LIMITS } from '../accounts/auth.ts';
import { text } from '../common/safe-fields.ts';
import type { adminProfileSchema } from './admin-answers.ts';

export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  /** The red alert's fallback (spec §8). */
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid username or password',
} as const;

export const ADMIN_LIMITS = { username: 64, name: 100, passwordMin: 12 } as const;

export const adminLoginSchema = z.object({
  username: text('Username', ADMIN_MESSAGES.usernameRequired)
    .trim()
    .min(1, ADMIN_MESSAGES.usernameRequired)
    .max(ADMIN_LIMITS.username, ADMIN_MESSAGES.invalidCredentials),
  password: text('Password', ADMIN_MESSAGES.passwordRequired)
    .min(1, ADMIN_MESSAGES.passwordRequired)
    .max(AUTH_LIMITS.passwordMax, ADMIN_MESSAGES.invalidCredentials),
});

/** A new admin account (npm run admin:create, the first start). */
export const newAdminSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{1,63}$/i, 'A username is 2–64 letters, digits, dots, dashes or underscores'),
  name: z.string().trim().min(1, 'A name is required').max(ADMIN_LIMITS.name),
  email: z.email('Invalid email address').max(AUTH_LIMITS.email).nullable(),
  password: z
    .string()
    .min(ADMIN_LIMITS.passwordMin, `An admin password has at least ${ADMIN_LIMITS.passwordMin} characters`)
    .max(AUTH_LIMITS.passwordMax),
});
export type NewAdmin = z.input<typeof newAdminSchema>;

/** What GET /api/admin/me and POST /api/admin/login answer. */
export type AdminProfile = z.infer<typeof adminProfileSchema>;

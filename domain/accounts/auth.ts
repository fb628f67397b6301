/**
 * Visitor accounts (spec §5): the sign-in, registration, forgot-password, reset-password and
 * verification requests, with the spec's exact messages. The forms check with these before
 * they send, and the API validates the same bodies with them.
 */
import { z } from 'zod';
import { text } from '../common/safe-fields.ts';

export const AUTH_LIMITS = { email: 254, name: 100, passwordMin: 6, passwordMax: 200, token: 512 } as const;

/** Spec §5 texts. */
const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  confirmPassword: 'Please confirm your password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDontMatch: "Passwords don't match",
  resetTokenRequired: 'Reset token is required',
  verificationTokenRequired: 'Verification token is required',
} as const;

const email = text('Email', AUTH_MESSAGES.invalidEmail)
  .trim()
  .max(AUTH_LIMITS.email, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

const newPassword = text('Password', AUTH_MESSAGES.passwordTooShort)
  .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

const confirmation = text('Password', AUTH_MESSAGES.confirmPassword)
  .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.confirmPassword)
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

const personName = (required: string) =>
  text('Name', required)
    .trim()
    .min(1, required)
    .max(AUTH_LIMITS.name, `Must be at most ${AUTH_LIMITS.name} characters`);

const token = (required: string) =>
  text('Token', required).trim().min(1, required).max(AUTH_LIMITS.token, required);

const passwordPair = z.object({ password: newPassword, confirmPassword: confirmation });

/**
 * "Passwords don't match" on confirmPassword. `when` lets the check run even while other
 * fields (names, email) are still wrong, so the form shows every message at once.
 */
const passwordsMatch = (data: { password: string; confirmPassword: string }) =>
  data.password === data.confirmPassword;
const passwordsMatchParams = {
  message: AUTH_MESSAGES.passwordsDontMatch,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => passwordPair.safeParse(payload.value).success,
};

export const loginSchema = z.object({
  email,
  password: text('Password', AUTH_MESSAGES.passwordRequired)
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong),
});

export const registerSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: confirmation,
    firstName: personName(AUTH_MESSAGES.firstNameRequired),
    lastName: personName(AUTH_MESSAGES.lastNameRequired),
  })
  .refine(passwordsMatch, passwordsMatchParams);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: token(AUTH_MESSAGES.resetTokenRequired),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine(passwordsMatch, passwordsMatchParams);

export const verifyEmailSchema = z.object({ token: token(AUTH_MESSAGES.verificationTokenRequired) });

export const resendVerificationSchema = z.object({ email });

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The signed-in account: GET /api/auth/user when signed in, and a sign-in's `user` (api/presenters/user.ts). */
const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * POST /api/auth/login and /api/auth/register: a signed-in answer carries the user; an account
 * still to verify (every registration) gets requiresVerification, a message and no session.
 */
export const signInAnswerSchema = z.discriminatedUnion('requiresVerification', [
  z.object({ requiresVerification: z.literal(false), user: authUserSchema }),
  z.object({ requiresVerification: z.literal(true), message: z.string() }),
]);

/** GET /api/auth/user's answer: the signed-in user, or `null` for a visitor who is not signed in. */
export const currentUserAnswerSchema = authUserSchema.nullable();

/** The first message for each field a schema refuses, for showing beside the inputs. */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Where to go after signing in: only a path on this site ("/beach/croyde?x=1"), never another
 * origin ("//evil.example", "/\\evil.example", "https://…") or the sign-in page itself (a
 * signed-in visitor would bounce back forever). Anything else means home.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  const path = value.split(/[?#]/)[0] ?? '';
  if (path === '/auth' || path.startsWith('/auth/') || path.startsWith('/api/')) return '/';
  return value;
}

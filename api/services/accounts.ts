/**
 * Visitor accounts: registration with email verification, sign-in, password reset. Nothing
 * here tells a caller whether an email has an account unless they also hold its password or
 * its mailbox: registering an existing address mails its owner instead of failing, and a reset
 * for an unknown address quietly does nothing. Mails go out in the background so both cases
 * take the same time.
 */
import { UniqueViolationError } from 'objection';
import type { z } from 'zod';
import type { registerSchema } from '../../domain/auth.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from '../mail/messages.ts';
import { User } from '../models/User.ts';
import type { OidcIdentity } from './oidc.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, issueToken, RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS } from './tokens.ts';

export interface AccountDeps {
  config: Pick<Config, 'PUBLIC_URL'>;
  mailer: Mailer;
}

export type RegisterRequest = z.output<typeof registerSchema>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(email: string) {
  return User.query()
    .whereRaw('lower(email) = ?', [normaliseEmail(email)])
    .first();
}

const links = (config: AccountDeps['config']) => ({
  verify: (token: string) => `${config.PUBLIC_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
  reset: (token: string) => `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`,
  signIn: `${config.PUBLIC_URL}/auth`,
  forgot: `${config.PUBLIC_URL}/forgot-password`,
});

async function sendNewVerificationLink(user: User, deps: AccountDeps): Promise<void> {
  const issued = issueToken(VERIFICATION_TOKEN_TTL_MS);
  await User.query()
    .findById(user.id)
    .patch({ verificationTokenHash: issued.hash, verificationTokenExpiresAt: issued.expiresAt });
  deps.mailer.sendLater(
    verificationEmail(user.email, user.firstName, links(deps.config).verify(issued.token)),
  );
}

export async function register(input: RegisterRequest, deps: AccountDeps): Promise<void> {
  const email = normaliseEmail(input.email);
  // Hashed whether or not the account exists, so the answer takes the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(email);
  if (existing) return answerExistingAccount(existing, deps);

  const issued = issueToken(VERIFICATION_TOKEN_TTL_MS);
  try {
    await User.query().insert({
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerified: false,
      verificationTokenHash: issued.hash,
      verificationTokenExpiresAt: issued.expiresAt,
    });
  } catch (error) {
    // Two sign-ups with one address at once: the second is treated as the existing account.
    if (!(error instanceof UniqueViolationError)) throw error;
    const raced = await findUserByEmail(email);
    if (raced) return answerExistingAccount(raced, deps);
    throw error;
  }
  deps.mailer.sendLater(verificationEmail(email, input.firstName, links(deps.config).verify(issued.token)));
}

/**
 * The address is taken. Its password and name stay as they are (whoever registers again may
 * not be the owner); the owner gets a fresh verification link, or a note that they already
 * have an account.
 */
async function answerExistingAccount(user: User, deps: AccountDeps): Promise<void> {
  if (!user.emailVerified) return sendNewVerificationLink(user, deps);
  const { signIn, forgot } = links(deps.config);
  deps.mailer.sendLater(alreadyRegisteredEmail(user.email, user.firstName, signIn, forgot));
}

/** Marks the email verified when the token is right and unexpired; the token is then spent. */
export async function verifyEmail(token: string): Promise<User | undefined> {
  const [user] = await User.query()
    .patch({ emailVerified: true, verificationTokenHash: null, verificationTokenExpiresAt: null })
    .where({ verificationTokenHash: hashToken(token) })
    .where('verificationTokenExpiresAt', '>', new Date())
    .returning('*');
  return user;
}

export type LoginResult = { outcome: 'invalid' } | { outcome: 'unverified' } | { outcome: 'ok'; user: User };

export async function login(email: string, password: string): Promise<LoginResult> {
  const user = await findUserByEmail(email);
  const matches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !matches) return { outcome: 'invalid' };
  if (!user.emailVerified) return { outcome: 'unverified' };
  return { outcome: 'ok', user };
}

export async function requestPasswordReset(email: string, deps: AccountDeps): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const issued = issueToken(RESET_TOKEN_TTL_MS);
  await User.query()
    .findById(user.id)
    .patch({ resetTokenHash: issued.hash, resetTokenExpiresAt: issued.expiresAt });
  deps.mailer.sendLater(
    passwordResetEmail(user.email, user.firstName, links(deps.config).reset(issued.token)),
  );
}

/**
 * Sets a new password when the reset token is right and unexpired, spending the token. The
 * mailbox is proven, so the email counts as verified. Returns the user, or undefined.
 */
export async function resetPassword(token: string, password: string): Promise<User | undefined> {
  const passwordHash = await hashPassword(password);
  const [user] = await User.query()
    .patch({
      passwordHash,
      resetTokenHash: null,
      resetTokenExpiresAt: null,
      emailVerified: true,
      verificationTokenHash: null,
      verificationTokenExpiresAt: null,
    })
    .where({ resetTokenHash: hashToken(token) })
    .where('resetTokenExpiresAt', '>', new Date())
    .returning('*');
  return user;
}

export async function resendVerification(email: string, deps: AccountDeps): Promise<void> {
  const user = await findUserByEmail(email);
  if (user && !user.emailVerified) await sendNewVerificationLink(user, deps);
}

export type OidcSignInResult =
  | { outcome: 'ok'; user: User }
  | { outcome: 'no_email' }
  | { outcome: 'email_taken' };

/**
 * The account for someone the OpenID Connect provider vouched for: the one already linked to
 * them, else the one with their email (linked now, if the provider verified that email), else
 * a new one.
 */
export async function signInWithOidc(identity: OidcIdentity): Promise<OidcSignInResult> {
  const linked = await User.query().findOne({ oidcSubject: identity.subject });
  if (linked) return { outcome: 'ok', user: linked };
  if (!identity.email) return { outcome: 'no_email' };

  const existing = await findUserByEmail(identity.email);
  if (existing) {
    // Otherwise anyone could claim an address at some provider and take over the account here.
    if (!identity.emailVerified) return { outcome: 'email_taken' };
    const user = await existing
      .$query()
      .patchAndFetch({ oidcSubject: identity.subject, emailVerified: true, verificationTokenHash: null });
    return { outcome: 'ok', user };
  }
  const user = await User.query().insertAndFetch({
    email: normaliseEmail(identity.email),
    passwordHash: null,
    firstName: identity.firstName,
    lastName: identity.lastName,
    emailVerified: identity.emailVerified,
    oidcSubject: identity.subject,
  });
  return { outcome: 'ok', user };
}

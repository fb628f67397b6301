/**
 * Visitor accounts: registration with email verification, sign-in, password reset. Nothing
 * here tells a caller whether an email has an account unless they also hold its password or
 * its mailbox: registering an existing address mails its owner instead of failing, and a reset
 * for an unknown address quietly does nothing.
 *
 * Until its email is verified an account is only a pending registration: nobody signs in with
 * its password, and registering the address again replaces it outright (password and names),
 * voids the link mailed before and ends its sessions. So the one live link always activates
 * the newest registration, and a password chosen by someone who cannot read the mailbox never
 * survives its owner's own sign-up (issue #27 item 2).
 *
 * The requests that mail someone only queue a job naming the address (api/jobs/mail-queue.ts):
 * one INSERT, whether or not the address has an account, so both answers take the same time.
 * The worker then looks the address up, issues the token and sends (`composeAccountMail`).
 */
import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import type { z } from 'zod';
import type { registerSchema } from '../../domain/accounts/auth.ts';
import type { Config } from '../config.ts';
import type { AccountMailJob, MailQueue } from '../jobs/mail-queue.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from '../mail/messages.ts';
import type { PostgresSessionStore } from '../middleware/session-store.ts';
import { User } from '../models/User.ts';
import type { OidcIdentity } from './oidc.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, issueToken, RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS } from './tokens.ts';

export interface AccountDeps {
  mailQueue: Pick<MailQueue, 'enqueue'>;
  sessionStore: Pick<PostgresSessionStore, 'destroyUserSessions'>;
}

export type RegisterRequest = z.output<typeof registerSchema>;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function findUserByEmail(knex: Knex, email: string) {
  return User.query(knex)
    .whereRaw('lower(email) = ?', [normaliseEmail(email)])
    .first();
}

const links = (config: Pick<Config, 'PUBLIC_URL'>) => ({
  verify: (token: string) => `${config.PUBLIC_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
  reset: (token: string) => `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`,
  signIn: `${config.PUBLIC_URL}/auth`,
  forgot: `${config.PUBLIC_URL}/forgot-password`,
});

/**
 * A new account; or, for an address still unverified, that pending registration replaced by
 * this one; or nothing, for a verified address (whoever registers again may not be the owner).
 * Either way the mailbox is mailed — a verification link, or a note that it already has an
 * account (see composeAccountMail).
 */
export async function register(knex: Knex, input: RegisterRequest, deps: AccountDeps): Promise<void> {
  const email = normaliseEmail(input.email);
  // Hashed whether or not the account exists, so the answer takes the same time.
  const passwordHash = await hashPassword(input.password);
  const registration = { passwordHash, firstName: input.firstName, lastName: input.lastName };
  if (!(await createAccount(knex, email, registration))) {
    // Conditional on still being unverified, so a link followed meanwhile keeps its password.
    const replaced = await User.query(knex)
      .patch({ ...registration, verificationTokenHash: null, verificationTokenExpiresAt: null })
      .whereRaw('lower(email) = ?', [email])
      .where({ emailVerified: false })
      .returning('id');
    for (const { id } of replaced) await deps.sessionStore.destroyUserSessions(id);
  }
  await deps.mailQueue.enqueue({ kind: 'registration', email });
}

type Registration = Pick<User, 'passwordHash' | 'firstName' | 'lastName'>;

/** Inserts an unverified account, or answers false when the address is taken (two sign-ups at once too). */
async function createAccount(knex: Knex, email: string, registration: Registration): Promise<boolean> {
  if (await findUserByEmail(knex, email)) return false;
  try {
    await User.query(knex).insert({ email, emailVerified: false, ...registration });
    return true;
  } catch (error) {
    if (error instanceof UniqueViolationError) return false;
    throw error;
  }
}

/**
 * Marks the email verified when the token is right and unexpired; the token is then spent. The
 * password the newest registration chose now signs in (any earlier registration voided its link).
 */
export async function verifyEmail(knex: Knex, token: string): Promise<User | undefined> {
  const [user] = await User.query(knex)
    .patch({ emailVerified: true, verificationTokenHash: null, verificationTokenExpiresAt: null })
    .where({ verificationTokenHash: hashToken(token) })
    .where('verificationTokenExpiresAt', '>', new Date())
    .returning('*');
  return user;
}

export type LoginResult = { outcome: 'invalid' } | { outcome: 'unverified' } | { outcome: 'ok'; user: User };

export async function login(knex: Knex, email: string, password: string): Promise<LoginResult> {
  const user = await findUserByEmail(knex, email);
  const matches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !matches) return { outcome: 'invalid' };
  if (!user.emailVerified) return { outcome: 'unverified' };
  return { outcome: 'ok', user };
}

/** Queues a reset link for the address; the worker mails it only if the address has an account. */
export async function requestPasswordReset(email: string, deps: AccountDeps): Promise<void> {
  await deps.mailQueue.enqueue({ kind: 'password-reset', email: normaliseEmail(email) });
}

/**
 * Sets a new password when the reset token is right and unexpired, spending the token. The
 * mailbox is proven, so the email counts as verified. Returns the user, or undefined.
 */
export async function resetPassword(knex: Knex, token: string, password: string): Promise<User | undefined> {
  const passwordHash = await hashPassword(password);
  const [user] = await User.query(knex)
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

/** Queues a new verification link; the worker mails it only to an account still unverified. */
export async function resendVerification(email: string, deps: AccountDeps): Promise<void> {
  await deps.mailQueue.enqueue({ kind: 'verification', email: normaliseEmail(email) });
}

async function newVerificationEmail(
  knex: Knex,
  user: User,
  config: Pick<Config, 'PUBLIC_URL'>,
): Promise<MailMessage> {
  const issued = issueToken(VERIFICATION_TOKEN_TTL_MS);
  await User.query(knex)
    .findById(user.id)
    .patch({ verificationTokenHash: issued.hash, verificationTokenExpiresAt: issued.expiresAt });
  return verificationEmail(user.email, user.firstName, links(config).verify(issued.token));
}

async function newPasswordResetEmail(
  knex: Knex,
  user: User,
  config: Pick<Config, 'PUBLIC_URL'>,
): Promise<MailMessage> {
  const issued = issueToken(RESET_TOKEN_TTL_MS);
  await User.query(knex)
    .findById(user.id)
    .patch({ resetTokenHash: issued.hash, resetTokenExpiresAt: issued.expiresAt });
  return passwordResetEmail(user.email, user.firstName, links(config).reset(issued.token));
}

/**
 * The mail a queued job asks for, issuing its token now (a retried job gets a fresh one), or
 * null when there is nothing to send: no account, or nothing left to verify.
 */
export async function composeAccountMail(
  knex: Knex,
  job: AccountMailJob,
  config: Pick<Config, 'PUBLIC_URL'>,
): Promise<MailMessage | null> {
  const user = await findUserByEmail(knex, job.email);
  if (!user) return null;
  switch (job.kind) {
    case 'password-reset':
      return newPasswordResetEmail(knex, user, config);
    case 'verification':
      return user.emailVerified ? null : newVerificationEmail(knex, user, config);
    case 'registration': {
      if (!user.emailVerified) return newVerificationEmail(knex, user, config);
      const { signIn, forgot } = links(config);
      return alreadyRegisteredEmail(user.email, user.firstName, signIn, forgot);
    }
  }
}

export type OidcSignInResult =
  | {
      outcome: 'ok';
      user: User;
      /** The account was a registration nobody had verified: now the provider's user's alone. */
      claimed?: boolean;
    }
  | { outcome: 'no_email' }
  | { outcome: 'email_taken' };

/**
 * The account for someone the OpenID Connect provider vouched for: the one already linked to
 * them, else the one with their email (linked now, if the provider verified that email), else
 * a new one.
 */
export async function signInWithOidc(knex: Knex, identity: OidcIdentity): Promise<OidcSignInResult> {
  const linked = await User.query(knex).findOne({ oidcSubject: identity.subject });
  if (linked) return { outcome: 'ok', user: linked };
  if (!identity.email) return { outcome: 'no_email' };

  const existing = await findUserByEmail(knex, identity.email);
  if (existing) {
    // Otherwise anyone could claim an address at some provider and take over the account here.
    if (!identity.emailVerified) return { outcome: 'email_taken' };
    // The provider proves the mailbox, which a pending registration never did: its password may
    // be a squatter's, so it goes (the owner can set one with a reset link).
    const claimed = !existing.emailVerified;
    const user = await existing.$query(knex).patchAndFetch({
      oidcSubject: identity.subject,
      emailVerified: true,
      verificationTokenHash: null,
      ...(claimed ? { passwordHash: null } : {}),
    });
    return { outcome: 'ok', user, claimed };
  }
  const user = await User.query(knex).insertAndFetch({
    email: normaliseEmail(identity.email),
    passwordHash: null,
    firstName: identity.firstName,
    lastName: identity.lastName,
    emailVerified: identity.emailVerified,
    oidcSubject: identity.subject,
  });
  return { outcome: 'ok', user };
}

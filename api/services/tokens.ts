/**
 * One-time tokens for email verification and password reset: 32 random bytes sent to the
 * visitor, only their SHA-256 stored, so a leaked users table verifies or resets nobody.
 */
import { createHash, randomBytes } from 'node:crypto';

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface IssuedToken {
  /** Goes in the emailed link, never stored. */
  token: string;
  hash: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueToken(ttlMs: number, now = Date.now()): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(now + ttlMs) };
}

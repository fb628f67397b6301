/**
 * The contact form's captcha: self-hosted ALTCHA proof-of-work (DESIGN.md). The server signs a
 * challenge, the browser finds the counter that derives the signed key (a fraction of a second
 * on a phone), and the server checks the answer with the same HMAC secret.
 *
 * The secret is ALTCHA_HMAC_KEY, or a random key made when this process starts. With several
 * API processes (or across a restart) ALTCHA_HMAC_KEY must be set, or a challenge issued by one
 * process fails verification on another.
 *
 * Each solved challenge is accepted once, by whichever process sees it first: its nonce goes
 * into spent_captchas until the challenge expires (a replay sent to another API process must
 * fail too, so memory is not enough).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Knex } from 'knex';
import { z } from 'zod';

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per attempt. With the counter below this is ~0.2 s of work on a laptop core. */
const COST = 1000;
/** The answer lies between these counters; the solver tries them in order. */
const COUNTER_MIN = 200;
const COUNTER_MAX = 1000;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** How often expired nonces are swept from spent_captchas (by whichever process is due). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const hmacSecret = process.env.ALTCHA_HMAC_KEY || randomBytes(32).toString('hex');
// A second secret signs the derived key, so verifying is one HMAC rather than re-deriving.
const keySignatureSecret = createHmac('sha256', hmacSecret).update('altcha-key-signature').digest('hex');

/** What the widget sends: base64 of `{ challenge: { parameters, signature }, solution }`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string().regex(/^[0-9a-f]{2,64}$/), expiresAt: z.number() }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

let lastSweep = 0;

/** Forgets spent challenges that have expired: they fail verification on their own by then. */
async function sweepExpired(knex: Knex, now: number) {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await knex('spentCaptchas').where('expiresAt', '<', new Date(now)).delete();
}

/** A fresh signed challenge for the widget, valid for 10 minutes. */
export function createCaptchaChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: hmacSecret,
    hmacKeySignatureSecret: keySignatureSecret,
  });
}

function decode(token: string) {
  try {
    return payloadSchema.parse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * True when the token is a correct, unexpired, unused solution of a challenge we signed; the
 * challenge is then spent. Never throws on bad input.
 */
export async function verifyCaptcha(token: string | undefined, knex: Knex): Promise<boolean> {
  if (!token) return false;
  const payload = decode(token);
  if (!payload) return false;
  const { challenge, solution } = payload;
  const result = await verifySolution({
    // The shape was checked above; verifySolution checks every value against the signature.
    challenge: challenge as unknown as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: hmacSecret,
    hmacKeySignatureSecret: keySignatureSecret,
  }).catch(() => null);
  if (!result?.verified) return false;

  // One statement: of two racing uses, in one process or two, exactly one inserts the nonce.
  const now = Date.now();
  const spent = await knex('spentCaptchas')
    .insert({ nonce: challenge.parameters.nonce, expiresAt: new Date(challenge.parameters.expiresAt * 1000) })
    .onConflict('nonce')
    .ignore()
    .returning('nonce');
  await sweepExpired(knex, now);
  return spent.length === 1;
}

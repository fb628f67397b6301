/**
 * The contact message's captcha, solved by the phone itself just before each attempt to send it
 * (the outbox's preparer, pwa/data/outbox/outbox-preparers.ts). A challenge from our server expires in 10
 * minutes and each solution is accepted once, so a message kept offline for hours — or retried
 * after an attempt that may have spent its solution — needs a fresh one. The proof of work is
 * ALTCHA's own solver with WebCrypto's PBKDF2 (our server's PBKDF2/SHA-256 challenges); it needs
 * no DOM, so a service worker could run it too.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { OutboxItem } from './outbox-item.ts';

const CHALLENGE_URL = '/api/contact/challenge';
/** A solution kept with the message is used only while it has this long left (~8 of 10 minutes old). */
const MIN_VALIDITY_MS = 2 * 60_000;

/** When the challenge a token solves expires (epoch ms), or null for no readable token. */
export function tokenExpiresAt(token: unknown): number | null {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const expiresAt = JSON.parse(atob(token))?.challenge?.parameters?.expiresAt;
    return typeof expiresAt === 'number' ? expiresAt * 1000 : null;
  } catch {
    return null;
  }
}

/** Fetches a fresh challenge and solves it: the token the widget would have given (base64 JSON). */
async function solveFreshCaptcha(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<string> {
  const res = await fetchImpl(CHALLENGE_URL, { credentials: 'include', cache: 'no-store' });
  if (!res.ok) throw new Error(`The spam check could not start: the server answered ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The spam check could not be solved');
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

/**
 * The message as it must be sent now: the solution it holds is kept only for its first attempt
 * and while it has 2 minutes left; otherwise a fresh challenge is solved. If that fails (no
 * network), the outbox keeps the message waiting as if offline.
 */
export async function withFreshCaptcha(
  item: OutboxItem,
  { fetchImpl, now = Date.now() }: { fetchImpl?: typeof fetch; now?: number } = {},
): Promise<OutboxItem> {
  const expiresAt = tokenExpiresAt(item.body?.recaptchaToken);
  if (item.attempts === 0 && expiresAt !== null && expiresAt - now > MIN_VALIDITY_MS) return item;
  return { ...item, body: { ...item.body, recaptchaToken: await solveFreshCaptcha(fetchImpl) } };
}

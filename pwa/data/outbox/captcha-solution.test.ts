import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { tokenExpiresAt, withFreshCaptcha } from './captcha-solution.ts';
import type { OutboxItem } from './outbox-item.ts';

const SECRET = 'test-secret';
const NOW = Date.now();

/** A cheap challenge like the server's (PBKDF2/SHA-256, signed, 10 minutes). */
const challengeExpiringIn = (ms: number) =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 5,
    deriveKey,
    expiresAt: new Date(NOW + ms),
    hmacSignatureSecret: SECRET,
  });

/** A server that hands out challenges (or is unreachable), counting them. */
function challengeServer(
  answer: 'offline' | (() => Promise<Challenge>) = () => challengeExpiringIn(600_000),
) {
  const served: Challenge[] = [];
  const fetchImpl = (async (url: string) => {
    expect(url).toBe('/api/contact/challenge');
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const challenge = await answer();
    served.push(challenge);
    return new Response(JSON.stringify(challenge), { status: 200 });
  }) as typeof fetch;
  return { served, fetchImpl };
}

const tokenFor = (challenge: Challenge) =>
  btoa(JSON.stringify({ challenge, solution: { counter: 5, derivedKey: 'kept' } }));

const message = (overrides: Partial<OutboxItem> = {}, body: Record<string, unknown> = {}): OutboxItem => ({
  id: crypto.randomUUID(),
  kind: 'contact',
  label: 'Message to Devon Dog Beaches',
  method: 'POST',
  url: '/api/contact',
  body: { name: 'Sam', email: 'sam@example.com', message: 'Hello', ...body },
  userId: null,
  createdAt: new Date(NOW).toISOString(),
  state: 'pending',
  attempts: 0,
  notBefore: 0,
  lastError: null,
  ...overrides,
});

const decode = (token: unknown) => JSON.parse(atob(String(token)));

describe('the contact message’s captcha, solved before it is sent', () => {
  it('reads when a token’s challenge expires', async () => {
    const challenge = await challengeExpiringIn(600_000);
    expect(tokenExpiresAt(tokenFor(challenge))).toBe((challenge.parameters.expiresAt ?? 0) * 1000);
    expect(tokenExpiresAt(undefined)).toBeNull();
    expect(tokenExpiresAt('not base64 json')).toBeNull();
  });

  it('solves a fresh challenge for a message kept without one, as the server will verify it', async () => {
    const { served, fetchImpl } = challengeServer();
    const ready = await withFreshCaptcha(message(), { fetchImpl, now: NOW });
    expect(served).toHaveLength(1);
    expect(ready.body).toMatchObject({ name: 'Sam', message: 'Hello' });
    const { challenge, solution } = decode(ready.body?.recaptchaToken);
    expect(challenge).toEqual({ parameters: served[0].parameters, signature: served[0].signature });
    const verified = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET });
    expect(verified.verified).toBe(true);
  });

  it('keeps the widget’s solution for the first attempt while it has more than 2 minutes left', async () => {
    const { served, fetchImpl } = challengeServer();
    const token = tokenFor(await challengeExpiringIn(5 * 60_000));
    const item = message({}, { recaptchaToken: token });
    expect(await withFreshCaptcha(item, { fetchImpl, now: NOW })).toBe(item);
    expect(served).toHaveLength(0);
  });

  it('solves afresh when the solution is about to expire, or an earlier attempt may have spent it', async () => {
    const { served, fetchImpl } = challengeServer();
    const nearlyExpired = tokenFor(await challengeExpiringIn(60_000));
    const fresh = tokenFor(await challengeExpiringIn(9 * 60_000));
    for (const item of [
      message({}, { recaptchaToken: nearlyExpired }),
      message({ attempts: 1 }, { recaptchaToken: fresh }),
    ]) {
      const ready = await withFreshCaptcha(item, { fetchImpl, now: NOW });
      expect(ready.body?.recaptchaToken).not.toBe(item.body?.recaptchaToken);
      expect(ready.id).toBe(item.id); // the same Idempotency-Key
    }
    expect(served).toHaveLength(2);
  });

  it('fails (so the message waits) when no challenge can be fetched', async () => {
    const { fetchImpl } = challengeServer('offline');
    await expect(withFreshCaptcha(message(), { fetchImpl, now: NOW })).rejects.toThrow('Failed to fetch');
  });
});

import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, base64 the result. */
async function solvedToken(): Promise<string> {
  const res = await request(t.callback).get('/api/contact/challenge').expect(200);
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const validFields = {
  name: 'Sam Walker',
  email: 'sam@example.com',
  subject: 'Missing beach',
  message: 'Please add Lee Bay to the guide.',
};

const post = (body: object) => request(t.callback).post('/api/contact').send(body);
const rows = () => t.db.knex('contact_submissions').select('*');

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/contact/challenge', () => {
  it('gives a fresh signed PBKDF2 challenge, never cached, expiring in 10 minutes', async () => {
    const a = await request(t.callback).get('/api/contact/challenge').expect(200);
    const b = await request(t.callback).get('/api/contact/challenge').expect(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: expect.any(Number) });
    expect(a.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(a.body.parameters.nonce).not.toBe(b.body.parameters.nonce);
    const ttl = a.body.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(10 * 60);
  });
});

describe('POST /api/contact', () => {
  it('stores a message with a solved captcha and answers 201', async () => {
    const before = (await rows()).length;
    const res = await post({ ...validFields, name: '  Sam Walker  ', recaptchaToken: await solvedToken() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Message submitted successfully' });
    const stored = await rows();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      name: 'Sam Walker',
      email: 'sam@example.com',
      subject: 'Missing beach',
      message: 'Please add Lee Bay to the guide.',
      isRead: false,
    });
  });

  it('stores no subject when it is left empty', async () => {
    await post({ ...validFields, subject: '   ', recaptchaToken: await solvedToken() }).expect(201);
    expect((await rows()).at(-1).subject).toBeNull();
  });

  it('refuses a message without a captcha, storing nothing', async () => {
    const before = (await rows()).length;
    const res = await post(validFields).expect(400);
    expect(res.body).toEqual({
      error: { code: 'captcha_failed', message: 'Please complete the CAPTCHA verification' },
    });
    await post({ ...validFields, recaptchaToken: 'not-base64-json' }).expect(400);
    await post({ ...validFields, recaptchaToken: 42 }).expect(400);
    expect(await rows()).toHaveLength(before);
  });

  it('refuses a tampered solution', async () => {
    const payload = JSON.parse(Buffer.from(await solvedToken(), 'base64').toString());
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const cheaper = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    for (const tampered of [wrongKey, cheaper]) {
      const token = Buffer.from(JSON.stringify(tampered)).toString('base64');
      const res = await post({ ...validFields, recaptchaToken: token }).expect(400);
      expect(res.body.error.code).toBe('captcha_failed');
    }
  });

  it('accepts a solved captcha only once', async () => {
    const token = await solvedToken();
    await post({ ...validFields, recaptchaToken: token }).expect(201);
    const replay = await post({ ...validFields, recaptchaToken: token }).expect(400);
    expect(replay.body.error.code).toBe('captcha_failed');
  });

  it('refuses a captcha solved after its challenge expired', async () => {
    const token = await solvedToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    const res = await post({ ...validFields, recaptchaToken: token }).expect(400);
    expect(res.body.error.code).toBe('captcha_failed');
  });

  it('replays the first answer to a retry whose captcha was solved afresh (the outbox does so)', async () => {
    const key = crypto.randomUUID();
    const send = (recaptchaToken: string, cookie: string[] = [], message = validFields.message) =>
      request(t.callback)
        .post('/api/contact')
        .set('Idempotency-Key', key)
        .set('Cookie', cookie)
        .send({ ...validFields, message, recaptchaToken });
    const before = (await rows()).length;
    // The message is stored, but the phone never hears the answer.
    const first = await send(await solvedToken()).expect(201);
    const visitor = first.headers['set-cookie'] as unknown as string[];

    const retry = await send(await solvedToken(), visitor).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await rows()).toHaveLength(before + 1);
    // Only the token is left out of the fingerprint: another message under the key is refused.
    const reused = await send(await solvedToken(), visitor, 'Another message').expect(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    expect(await rows()).toHaveLength(before + 1);
  });

  it('checks the fields before the captcha, so a typo does not spend it', async () => {
    const token = await solvedToken();
    await post({ ...validFields, email: 'nope', recaptchaToken: token }).expect(400);
    await post({ ...validFields, recaptchaToken: token }).expect(201);
  });

  const invalid: [string, object, string][] = [
    ['missing name', { name: undefined }, 'Name is required'],
    ['blank name', { name: '   ' }, 'Name is required'],
    ['long name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['missing email', { email: undefined }, 'Email is required'],
    ['bad email', { email: 'sam@' }, 'Please enter a valid email address'],
    ['long email', { email: `${'a'.repeat(250)}@x.co` }, 'Email must be at most 254 characters'],
    ['long subject', { subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['missing message', { message: undefined }, 'Message is required'],
    ['blank message', { message: ' \n ' }, 'Message is required'],
    ['oversize message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ];
  it.each(invalid)('refuses a %s with its field message', async (_case, change, message) => {
    const before = (await rows()).length;
    const body = { ...validFields, ...change, recaptchaToken: 'unused' };
    const res = await post(body).expect(400);
    const field = Object.keys(change)[0];
    expect(res.body.error).toMatchObject({ code: 'validation_failed', fields: { [field]: [message] } });
    expect(await rows()).toHaveLength(before);
  });

  it('accepts JSON only', async () => {
    await request(t.callback)
      .post('/api/contact')
      .type('form')
      .send({ ...validFields })
      .expect(415);
  });
});

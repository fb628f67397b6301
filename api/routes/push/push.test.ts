/**
 * Reminders on phones (issue #31 item 5): the key is given only when VAPID keys are set, a phone's
 * subscription is stored once per endpoint and forgotten on request, and the digest job sends to a
 * push service (a fake one here, never the network), forgetting a phone the service says is gone.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { queueReminderDigests } from '../../services/reminder-digests.ts';
import { signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { webPushKeys } from '../../web-push-config.ts';

const vapid = webpush.generateVAPIDKeys();
const t = setupTestApp({
  env: {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@dogs.example',
  },
});

/** A phone's keys as its browser makes them: a P-256 public key and 16 random bytes. */
function phoneKeys() {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const subscription = (endpoint = `https://push.example/send/${randomBytes(8).toString('hex')}`) => ({
  endpoint,
  keys: phoneKeys(),
});

describe('GET /api/push/config', () => {
  it('gives the public key when push is set up, and is a 404 when it is not', async () => {
    const on = await request(t.callback).get('/api/push/config').expect(200);
    expect(on.body).toEqual({ publicKey: vapid.publicKey });
    const off = t.makeApp({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: '' });
    const res = await request(off.callback()).get('/api/push/config').expect(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('/api/my/push-subscriptions', () => {
  it('stores a phone once however often it subscribes, and forgets it', async () => {
    const user = await signUpAndVerify(t);
    const phone = subscription();
    await request(t.callback).post('/api/my/push-subscriptions').send(phone).expect(401);
    for (let i = 0; i < 2; i++) {
      await request(t.callback)
        .post('/api/my/push-subscriptions')
        .set('Cookie', user.cookie)
        .send(phone)
        .expect(204);
    }
    expect(await t.db.knex('pushSubscriptions').where({ endpoint: phone.endpoint }).select('userId')).toEqual(
      [{ userId: user.id }],
    );
    await request(t.callback)
      .delete('/api/my/push-subscriptions')
      .query({ endpoint: phone.endpoint })
      .set('Cookie', user.cookie)
      .expect(204);
    expect(await t.db.knex('pushSubscriptions').where({ endpoint: phone.endpoint })).toEqual([]);
  });

  it('refuses what is not a push subscription, storing nothing', async () => {
    const user = await signUpAndVerify(t);
    const before = await t.db.knex('pushSubscriptions').count({ n: '*' }).first();
    for (const body of [
      {},
      { ...subscription(), endpoint: 'http://push.example/plain-http' },
      { ...subscription(), keys: { p256dh: 'not base64 !', auth: 'x' } },
      { endpoint: 'https://push.example/x' },
    ]) {
      const res = await request(t.callback)
        .post('/api/my/push-subscriptions')
        .set('Cookie', user.cookie)
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect(await t.db.knex('pushSubscriptions').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('the digest on phones', () => {
  const received: { url: string; headers: IncomingMessage['headers']; bytes: number }[] = [];
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, bytes });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      res.end();
    });
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends an encrypted, signed notification to each phone and forgets one the service says is gone', async () => {
    const user = await signUpAndVerify(t);
    const croyde = await t.db.knex('beaches').where({ slug: 'croyde-beach' }).first('id');
    await t.db.knex('beachFavourites').insert({ userId: user.id, beachId: croyde.id, remind: true });
    // Stored directly: the route takes https endpoints only, and this service is on plain http.
    for (const path of ['/live/1', '/gone/2']) {
      await t.db
        .knex('pushSubscriptions')
        .insert({ userId: user.id, endpoint: `${base}${path}`, ...phoneKeys() });
    }

    const summary = await queueReminderDigests(
      t.db.knex,
      new Date('2026-04-28T06:00:00Z'),
      webPushKeys(t.config),
    );
    expect(summary).toMatchObject({ digests: 1, emails: 1, pushes: 1, pushFailures: 0 });
    expect(received.map((r) => r.url).sort()).toEqual(['/gone/2', '/live/1']);
    const live = received.find((r) => r.url === '/live/1');
    expect(live?.headers['content-encoding']).toBe('aes128gcm');
    expect(live?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(Number(live?.headers.ttl)).toBeGreaterThan(0);
    expect(live?.bytes).toBeGreaterThan(100);
    const left = await t.db.knex('pushSubscriptions').where({ userId: user.id }).select('endpoint');
    expect(left).toEqual([{ endpoint: `${base}/live/1` }]);
  });
});

/**
 * Issue #27 item 10: a body that is not what its Content-Encoding says was a 500, and a body
 * that never finished arriving was held for as long as the client kept sending. Both are now
 * the client's 4xx, in the JSON error shape, for JSON and photo uploads alike.
 */
import { connect } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_UPLOAD, parsePhotoUpload } from '../routes/community-photos/parse-photo-upload.ts';
import { type SignedUp, signUpAndVerify } from '../testing/accounts.ts';
import { photo } from '../testing/images.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { errorHandler } from './errors.ts';
import { jsonBodies } from './request-body.ts';

const t = setupTestApp();
let user: SignedUp;
let beachId: number;

beforeAll(async () => {
  user = await signUpAndVerify(t);
  beachId = (await request(t.callback).get('/api/beaches/woolacombe-beach').expect(200)).body.id;
});

/** A login with the body bytes as given (not serialised again), sent as JSON with `encoding`. */
const login = (body: Buffer | string, encoding: string) =>
  request(t.callback)
    .post('/api/auth/login')
    .set('Content-Type', 'application/json')
    .set('Content-Encoding', encoding)
    .serialize((bytes) => bytes)
    .send(body);

const credentials = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });

describe('a body in a Content-Encoding', () => {
  it('answers a JSON body marked gzip that is not gzip with 400, not 500', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await login(credentials, encoding).expect(400);
      expect(res.body.error).toEqual({
        code: 'bad_request',
        message: 'The body could not be decompressed as its Content-Encoding says',
      });
    }
  });

  it('answers an encoding the server does not read with 415, in the JSON error shape', async () => {
    for (const encoding of ['x-unknown', 'gzip, gzip', 'compress']) {
      const res = await login(credentials, encoding).expect(415);
      expect(res.body.error).toEqual({
        code: 'unsupported_media_type',
        message: expect.stringMatching(/^The body is in a Content-Encoding the server does not read/),
      });
    }
  });

  it('still reads a JSON body that really is gzip, deflate or br', async () => {
    const plain = Buffer.from(credentials);
    for (const [encoding, bytes] of [
      ['gzip', gzipSync(plain)],
      ['deflate', deflateSync(plain)],
      ['br', brotliCompressSync(plain)],
      ['identity', plain],
    ] as const) {
      // Read and checked: an unknown account, not a refused body.
      const res = await login(bytes, encoding).expect(401);
      expect(res.body.error.code).toBe('invalid_credentials');
    }
  });

  it('refuses a photo upload with any Content-Encoding with 415', async () => {
    for (const encoding of ['gzip', 'x-unknown']) {
      const res = await request(t.callback)
        .post(`/api/beaches/${beachId}/community-photos-bulk`)
        .set('Cookie', user.cookie)
        .set('Content-Encoding', encoding)
        .attach('photos', await photo(300, 200), 'a.jpg')
        .expect(415);
      expect(res.body.error).toEqual({
        code: 'unsupported_media_type',
        message: 'Send the upload without a Content-Encoding: photos are compressed already',
      });
    }
  });
});

interface RawAnswer {
  status: number;
  body: unknown;
  /** When the server closed the connection, from the first byte sent. */
  closedAfterMs: number;
}

/** Sends `head` and the first part of a body that never comes whole, and reads until the server closes. */
function sendBodyThatStops(port: number, head: string, part: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head + part));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({
        status: Number(headers.split(' ')[1]),
        body: body ? JSON.parse(body) : undefined,
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

describe('a body that does not arrive in time', () => {
  const LIMIT_MS = 300;
  const app = new Koa();
  app.use(errorHandler());
  app.use(async (ctx, next) => {
    if (ctx.path === '/upload') {
      const upload = await parsePhotoUpload(ctx, COMMUNITY_UPLOAD, LIMIT_MS);
      ctx.body = { files: upload.files.length };
    } else await next();
  });
  app.use(jsonBodies(LIMIT_MS));
  app.use((ctx) => {
    ctx.body = { received: ctx.request.body };
  });
  const server = app.listen(0, '127.0.0.1');
  const port = () => (server.address() as { port: number }).port;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const timedOut = {
    error: { code: 'request_timeout', message: 'The request body took too long to arrive' },
  };

  it('answers a JSON body still arriving after the limit with 408, and closes the connection', async () => {
    const head =
      'POST /json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const res = await sendBodyThatStops(port(), head, '{"a":');
    expect(res).toMatchObject({ status: 408, body: timedOut });
    // The answer, then a short linger (so that it is read), then the close.
    expect(res.closedAfterMs).toBeGreaterThanOrEqual(LIMIT_MS);
    expect(res.closedAfterMs).toBeLessThan(LIMIT_MS + 5000);
  });

  it('answers a photo upload still arriving after the limit with 408, and closes the connection', async () => {
    const boundary = 'stops';
    const head =
      'POST /upload HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n`;
    const part =
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
    const res = await sendBodyThatStops(port(), head, part);
    expect(res).toMatchObject({ status: 408, body: timedOut });
    expect(res.closedAfterMs).toBeLessThan(LIMIT_MS + 5000);
  });

  it('reads a body that arrives within the limit', async () => {
    const res = await request(server).post('/json').send({ a: 1 }).expect(200);
    expect(res.body).toEqual({ received: { a: 1 } });
  });
});

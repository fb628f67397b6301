/**
 * Issue #8 item 1: a malformed, truncated or abandoned multipart upload must get a 4xx JSON
 * answer, store nothing and leave the server running. An unhandled 'error' event on any busboy
 * stream used to end the process; the uncaughtException spy makes such a slip fail here.
 */
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { photo } from '../../testing/images.ts';
import { filesUnder } from '../../testing/stored-files.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let user: SignedUp;
let beachId: number;
let server: Server;
const uncaught = vi.fn();

beforeAll(async () => {
  process.on('uncaughtException', uncaught);
  user = await signUpAndVerify(t);
  beachId = (await request(t.callback).get('/api/beaches/woolacombe-beach').expect(200)).body.id;
  server = t.app.listen(0);
  await once(server, 'listening');
});

afterAll(() => {
  process.off('uncaughtException', uncaught);
  server?.closeAllConnections();
  server?.close();
});

const port = () => (server.address() as AddressInfo).port;

/** Every file under UPLOADS_DIR, staging area included. */
const filesOnDisk = () => filesUnder(t.uploadsDir);

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } };
}

/** A raw upload request from the signed-in user, for bodies supertest would not send. */
const openUpload = (headers: Record<string, string>) =>
  httpRequest({
    port: port(),
    method: 'POST',
    path: `/api/beaches/${beachId}/community-photos-bulk`,
    headers: { Cookie: user.cookie, ...headers },
  });

/** Sends `body` as the whole request (with its length) and reads the JSON answer. */
async function post(body: string | Buffer, contentType: string): Promise<Answer> {
  const req = openUpload({ 'Content-Type': contentType, 'Content-Length': String(Buffer.byteLength(body)) });
  req.end(body);
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') };
}

async function serverStillAnswers() {
  const stats = await fetch(`http://localhost:${port()}/api/stats`);
  expect(stats.status).toBe(200);
}

const part = (name: string, filename: string, type: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;

let rowsBefore: number;
beforeAll(async () => {
  rowsBefore = (await t.db.knex('community_photos')).length;
});
afterEach(async () => {
  const crashes = uncaught.mock.calls.map(([error]) => String(error));
  uncaught.mockClear();
  expect(crashes).toEqual([]);
  expect(await t.db.knex('community_photos')).toHaveLength(rowsBefore);
  expect(filesOnDisk()).toEqual([]);
});

describe('a malformed multipart upload is a 4xx, and the server lives on', () => {
  const cases: [string, () => Promise<string | Buffer>, string][] = [
    [
      'an ignored file part without the closing boundary',
      async () => `--XX\r\n${part('other', 'a.txt', 'text/plain')}abc`,
      'multipart/form-data; boundary=XX',
    ],
    [
      'a photos part cut off inside the file',
      async () =>
        Buffer.concat([
          Buffer.from(`--XX\r\n${part('photos', 'a.jpg', 'image/jpeg')}`),
          (await photo(300, 200)).subarray(0, 500),
        ]),
      'multipart/form-data; boundary=XX',
    ],
    [
      'a whole photo and then a second one cut off',
      async () =>
        Buffer.concat([
          Buffer.from(`--XX\r\n${part('photos', 'a.jpg', 'image/jpeg')}`),
          await photo(300, 200),
          Buffer.from(`\r\n--XX\r\n${part('photos', 'b.jpg', 'image/jpeg')}`),
          (await photo(300, 200)).subarray(0, 300),
        ]),
      'multipart/form-data; boundary=XX',
    ],
    [
      'a field cut off before its value ends',
      async () => `--XX\r\nContent-Disposition: form-data; name="caption_0"\r\n\r\nhalf a capt`,
      'multipart/form-data; boundary=XX',
    ],
    ['no boundary at all', async () => 'whatever', 'multipart/form-data'],
    [
      'a garbage body',
      async () => 'this is not multipart at all\r\n\r\n',
      'multipart/form-data; boundary=XX',
    ],
    ['an empty body', async () => '', 'multipart/form-data; boundary=XX'],
    [
      'a part header that never ends',
      async () =>
        `--XX\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nX-Junk: ${'y'.repeat(20)}`,
      'multipart/form-data; boundary=XX',
    ],
    [
      'a malformed part header',
      async () => `--XX\r\n\u0001\u0002 not a header\r\n\r\nabc\r\n--XX--\r\n`,
      'multipart/form-data; boundary=XX',
    ],
  ];

  it.each(cases)('%s', async (_name, body, contentType) => {
    const res = await post(await body(), contentType);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    await serverStillAnswers();
  });
});

describe('an upload abandoned mid-body', () => {
  it('stores nothing and the server lives on', async () => {
    const image = await photo(1200, 900);
    const head = Buffer.from(`--XX\r\n${part('photos', 'a.jpg', 'image/jpeg')}`);
    const req = openUpload({
      'Content-Type': 'multipart/form-data; boundary=XX',
      'Content-Length': String(head.length + image.length + 100),
    }).on('error', () => undefined);
    req.write(Buffer.concat([head, image.subarray(0, image.length / 2)]));
    // Let the server start parsing, then leave.
    await new Promise((resolve) => setTimeout(resolve, 200));
    req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await serverStillAnswers();
  });

  it('also when the socket goes while a chunked body is streaming', async () => {
    const req = openUpload({
      'Content-Type': 'multipart/form-data; boundary=XX',
      'Transfer-Encoding': 'chunked',
    }).on('error', () => undefined);
    req.write(`--XX\r\n${part('other', 'x.bin', 'application/octet-stream')}`);
    req.write(Buffer.alloc(64 * 1024, 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await serverStillAnswers();
  });
});

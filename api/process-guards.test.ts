/**
 * Issue 8 §1: an error that escapes every handler is logged once with the request it came
 * from, and the process exits with code 1 for its supervisor; requests Node refuses before Koa
 * sees them still get the JSON error shape.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listen } from './server.ts';
import { setupTestApp } from './testing/test-app.ts';

const fixture = fileURLToPath(new URL('./testing/fatal-error-fixture.ts', import.meta.url));

function startFixture() {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: Record<string, unknown>[] = [];
  const port = new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        const parsed = JSON.parse(line);
        lines.push(parsed);
        if (typeof parsed.port === 'number') resolve(parsed.port);
      }
    });
    child.once('exit', (code) => reject(new Error(`fixture exited early with ${code}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, port, exited };
}

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('fatal errors', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it.each([
    ['/throw', 'uncaughtException'],
    ['/reject', 'unhandledRejection'],
  ])(
    '%s: logs fatal with the request id, then exits 1',
    async (path, kind) => {
      const run = startFixture();
      children.push(run.child);
      const port = await run.port;
      const res = await get(port, path, { 'X-Request-Id': 'req-fatal-1' });
      expect(res.status).toBe(200);
      expect(await run.exited).toBe(1);
      const fatal = run.lines.find((l) => l.level === 60);
      expect(fatal).toMatchObject({ kind, reqId: 'req-fatal-1', path, err: expect.any(Object) });
      expect(run.lines.filter((l) => l.level === 60)).toHaveLength(1);
    },
    20_000,
  );
});

describe('requests Node refuses before the app sees them', () => {
  const t = setupTestApp();
  let server: Server;
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('answers an oversized URL with a JSON 431', async () => {
    server = await listen(t.app, { port: 0, host: '127.0.0.1' });
    const { port } = server.address() as AddressInfo;
    const res = await get(port, `/api/beaches?search=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'headers_too_large', message: expect.stringMatching(/too long/) },
    });
    const big = await get(port, '/api/stats', { 'X-Filler': 'b'.repeat(20_000) });
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body).error.code).toBe('headers_too_large');
    expect((await get(port, '/api/stats')).status).toBe(200);
  });

  it("answers a body still arriving after the server's own time limit with a JSON 408, closing the connection", async () => {
    // Issue #27 item 10: Node's default is 300 s; a route that does not bound its body leans on this.
    const slow = await listen(t.app, { port: 0, host: '127.0.0.1', requestTimeoutMs: 500 });
    try {
      const { port } = slow.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'Content-Length: 1000\r\n\r\n{"email":',
          ),
        );
        let text = '';
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(text));
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(body)).toEqual({
        error: { code: 'request_timeout', message: 'The request took too long to arrive' },
      });
    } finally {
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});

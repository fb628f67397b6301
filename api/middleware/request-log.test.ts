import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../testing/test-app.ts';
import { redactUrl } from './request-log.ts';

const t = setupTestApp();

/** An app on the test database whose log lines land in an array. */
function appWithMemoryLog() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const app = t.makeApp({}, { logger });
  return { callback: app.callback(), lines };
}

describe('the request log', () => {
  it('never writes reset or verification tokens, OAuth codes or state', async () => {
    const { callback, lines } = appWithMemoryLog();
    await request(callback).get('/api/auth/verify-email?token=live-verify-token-1').expect(302);
    await request(callback).get('/api/callback?code=oauth-code-2&state=oauth-state-3&iss=x');
    await request(callback).get('/reset-password?resetToken=live-reset-4&TOKEN=live-5');
    const log = lines.join('\n');
    for (const secret of ['live-verify-token-1', 'oauth-code-2', 'oauth-state-3', 'live-reset-4', 'live-5']) {
      expect(log).not.toContain(secret);
    }
    const urls = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'request')
      .map((l) => l.url);
    expect(urls).toEqual([
      '/api/auth/verify-email?token=[redacted]',
      '/api/callback?code=[redacted]&state=[redacted]&iss=x',
      '/reset-password?resetToken=[redacted]&TOKEN=[redacted]',
    ]);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/beaches?search=croyde&page=2', '/beaches?search=croyde&page=2'],
    ['/api/auth/verify-email', '/api/auth/verify-email'],
    ['/x?id_token=a&postcode=EX1&Code=b', '/x?id_token=[redacted]&postcode=EX1&Code=[redacted]'],
    ['/x?to%6Ben=a&token', '/x?to%6Ben=[redacted]&token=[redacted]'],
    ['/x?token=a#frag', '/x?token=[redacted]#frag'],
    ['/x?%E0%A4%A=1&token=b', '/x?%E0%A4%A=1&token=[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

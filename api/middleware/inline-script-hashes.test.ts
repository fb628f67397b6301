import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { builtShellScriptHashes, inlineScriptHashes } from './inline-script-hashes.ts';
import { securityHeaders } from './security-headers.ts';

const LISTENER = '(()=>{window.__ddbEarly={}})();';
const SHELL = `<!doctype html><html><head><title>t</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<script>${LISTENER}</script></head><body><div id="root"></div>
<script type="application/json" id="server-payload">{"a":1}</script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline scripts the policy allows', () => {
  it('are the shell’s own inline scripts, by hash: not its files, nor the data it carries', () => {
    expect(inlineScriptHashes(SHELL)).toEqual([sha(LISTENER)]);
  });

  it('reach the Content-Security-Policy, and nothing else inline does', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ddb-shell-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    const app = new Koa();
    app.use(securityHeaders(loadConfig({ NODE_ENV: 'test' }), builtShellScriptHashes(root)));
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const { headers } = await request(app.callback()).get('/').expect(200);
    const scriptSrc = String(headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${sha(LISTENER)}`);
    expect(builtShellScriptHashes(join(root, 'missing'))).toEqual([]);
  });
});

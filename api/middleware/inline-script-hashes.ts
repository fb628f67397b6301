/**
 * The hashes of the built page's inline scripts (the early listener in its head,
 * scripts/vite/early-listener-plugin.ts), for the Content-Security-Policy's script-src: the policy
 * allows our own files and exactly these scripts, never inline script in general.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `'sha256-…'` of each script without a src in `html`, as CSP computes it (over its text as written). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /\btype="(?!text\/javascript|module)/.test(attributes)) continue;
    if (text.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the shell the server sends (`<root>/index.html`); none before the app is built. */
export function builtShellScriptHashes(root: string): string[] {
  const shell = join(root, 'index.html');
  return existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
}

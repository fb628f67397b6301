/**
 * Serves the built PWA from dist/: hashed assets cached for a year, the HTML shell and the
 * service worker always revalidated, and every non-API path answered with the shell so
 * that client-side routes load directly; a path that names no page gets the shell with 404.
 * While the database is away a page that needs it (to be rendered, or to know it exists) gets
 * the shell with a line saying so, as a 503 with Retry-After: never a 404 for a page that may
 * well exist, nor the API's JSON error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database-availability.ts';
import { pageExists } from '../services/page-exists.ts';
import type { ServerRenderer } from './server-render.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const OUTAGE_MESSAGE =
  '<main><h1>We can’t reach our database right now</h1><p>Please try again in a moment.</p></main>';

/**
 * The shell with the outage in words, for whoever reads the HTML itself; a browser starts the app
 * in it at once (it carries no server page), which shows what the phone keeps.
 */
function sendOutagePage(ctx: Context, shell: string) {
  ctx.status = 503;
  ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = shell.replace('<div id="root"></div>', `<div id="root">${OUTAGE_MESSAGE}</div>`);
}

export function pwaStatic(root: string, renderer?: ServerRenderer) {
  const hasBuild = existsSync(join(root, 'index.html'));
  let shell: string | null = null;
  return async function servePwa(ctx: Context, next: Next) {
    await next();
    if (ctx.body != null || ctx.status !== 404) return;
    if (!['GET', 'HEAD'].includes(ctx.method) || ctx.path.startsWith('/api/')) return;
    if (!hasBuild) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The app has not been built yet: run `npm run build` (npm start does this for you).';
      return;
    }
    const isAsset = ctx.path.startsWith('/assets/');
    // The build holds .br and .gz copies of its text files (vite.config.ts): send picks one.
    ctx.vary('Accept-Encoding');
    try {
      await send(ctx, ctx.path, {
        root,
        setHeaders: (res, path) => {
          const immutable = isAsset && !path.endsWith('.html');
          res.setHeader('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
        },
      });
    } catch {
      // Not a file: a client-side route, or a missing asset.
    }
    if (ctx.body != null) return;
    if (renderer && (await renderer.sharedStylesheet(ctx))) return;
    if (isAsset || /\.[a-z0-9]+$/i.test(ctx.path)) return; // a missing file stays a 404
    let exists: boolean;
    try {
      exists = await pageExists(ctx.knex, ctx.path);
      if (exists && renderer && (await renderer.page(ctx))) return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      shell ??= readFileSync(join(root, 'index.html'), 'utf8');
      return sendOutagePage(ctx, shell);
    }
    await send(ctx, 'index.html', { root, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
    // The shell renders the app's own "not found" page; the status says so too.
    if (!exists) ctx.status = 404;
  };
}

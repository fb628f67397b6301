/**
 * Serves the built PWA from dist/: hashed assets cached for a year, the HTML shell and the
 * service worker always revalidated, and every non-API path answered with the shell so
 * that client-side routes load directly; a path that names no page gets the shell with 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { isDatabaseUnavailable } from '../database-availability.ts';
import { pageExists } from '../services/page-exists.ts';
import type { ServerRenderer } from './server-render.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** With the database away the shell is still worth sending (it can run from its own data). */
async function pageExistsOrUnknown(path: string): Promise<boolean> {
  try {
    return await pageExists(path);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return true;
    throw error;
  }
}

export function pwaStatic(root: string, renderer?: ServerRenderer) {
  const hasBuild = existsSync(join(root, 'index.html'));
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
    const exists = await pageExistsOrUnknown(ctx.path);
    if (exists && renderer && (await renderer.page(ctx))) return;
    await send(ctx, 'index.html', { root, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
    // The shell renders the app's own "not found" page; the status says so too.
    if (!exists) ctx.status = 404;
  };
}

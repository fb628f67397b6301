/**
 * Public pages rendered on the server (pwa/app/server-render.tsx) into the built shell
 * (dist/index.html): the page's markup, the CSS of its first paint and the data it was rendered
 * with, so a phone on one bar of signal shows the page before any script has run. Kept per
 * data version (the same store as the JSON reads, services/response-cache.ts), pre-compressed,
 * with a strong ETag; rebuilt at least every minute, because "dogs allowed now" moves with the
 * clock even when no data does.
 *
 * The renderer reads `/api/…` like the browser does; here those requests go to this same app
 * over a loopback socket that only this process knows.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type Koa from 'koa';
import type { Context } from 'koa';
import type { RenderedPage } from '../../pwa/app/server-render.tsx';
import { currentCacheEntry, sendPacked } from './cached-per-data-version.ts';

/** The pages worth rendering on the server: what people arrive at from a search. */
const RENDERED_PAGES = [
  /^\/$/,
  /^\/beaches$/,
  /^\/all-beaches$/,
  /^\/beach\/[^/]+$/,
  /^\/water-quality$/,
  /^\/blog$/,
  /^\/blog\/[^/]+$/,
  /^\/privacy$/,
  /^\/terms$/,
];

const MINUTE = 60_000;

export const isRenderedPage = (path: string) => RENDERED_PAGES.some((page) => page.test(path));

type Renderer = typeof import('../../pwa/app/server-render.tsx');

const loadRendererCode = (): Promise<Renderer> => import('../../pwa/app/server-render.tsx');

/**
 * Loads the renderer's code (the whole PWA, compiled on the fly) before the first visitor asks
 * for a page, which would otherwise wait seconds for it. `npm start` calls it once listening.
 */
export function preloadServerRenderer(): Promise<unknown> {
  return loadRendererCode();
}

/** A socket on 127.0.0.1 that answers with this app, for the renderer's reads; started on first use. */
function loopback(app: Koa): () => Promise<string> {
  let started: Promise<string> | null = null;
  return () => {
    started ??= new Promise<string>((resolve, reject) => {
      const server: Server = createServer(app.callback());
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.unref();
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      });
    });
    return started;
  };
}

/** Koa 3's ctx.origin is the Origin request header, not the site (as in routes/seo). */
const siteOrigin = (ctx: Context) => `${ctx.protocol}://${ctx.host || 'localhost'}`;

/** The built shell with the rendered page in it. */
export function fillShell(shell: string, page: RenderedPage, payloadElement: string): string {
  // The page names its own title and description; the shell's are for pages not rendered here.
  const head = /<title>/.test(page.hoisted)
    ? shell.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '')
    : shell;
  // The page's preloads (the banner, fetchpriority high) ahead of the scripts and their
  // modulepreloads: on a weak signal the image is then requested first, not twelfth.
  const firstScript = head.search(/<script\b|<link rel="modulepreload"/);
  const withHoisted =
    firstScript === -1
      ? head.replace('</head>', `${page.hoisted}</head>`)
      : `${head.slice(0, firstScript)}${page.hoisted}\n    ${head.slice(firstScript)}`;
  return withHoisted
    .replace('</head>', `${page.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${payloadElement}`);
}

export function serverRenderer(root: string, app: Koa) {
  let shell: string | null = null;
  let renderer: Promise<Renderer> | null = null;
  const apiBase = loopback(app);

  async function loadRenderer(): Promise<Renderer> {
    const module = await loadRendererCode();
    const { setApiTransport } = await import('../../pwa/lib/api-client.ts');
    const base = await apiBase();
    setApiTransport((input, init) => fetch(new URL(String(input), base), init));
    return module;
  }

  async function render(ctx: Context): Promise<Buffer | null> {
    shell ??= readFileSync(join(root, 'index.html'), 'utf8');
    renderer ??= loadRenderer();
    const { renderPage, serverPayloadElement } = await renderer;
    const request = new Request(new URL(ctx.url, siteOrigin(ctx)), { headers: { accept: 'text/html' } });
    const page = await renderPage(request, { now: new Date() });
    if (page instanceof Response || page.status !== 200) return null;
    if (page.body.includes('<template data-msg=')) {
      ctx.state.log?.warn({ path: ctx.path }, 'part of the page could not be rendered on the server');
    }
    return Buffer.from(fillShell(shell, page, serverPayloadElement(page.payload)));
  }

  /** Answers `ctx` with the rendered page; false when the page is not one to render here. */
  return async function renderOnServer(ctx: Context): Promise<boolean> {
    if (!isRenderedPage(ctx.path)) return false;
    const cache = ctx.services.responseCache;
    // The origin is in the page (canonical and share links), so it is in the key: a forged Host
    // header gets a page of its own, never one that others are served.
    const key = `html ${siteOrigin(ctx)}${ctx.path}?${ctx.querystring}`;
    const entry = await currentCacheEntry(cache, key, { maxAgeMs: MINUTE }, async () => {
      const html = await render(ctx);
      return html ? cache.pack(html) : null;
    });
    const packed = await entry.packed.catch((error: unknown) => {
      ctx.state.log?.error({ err: error, path: ctx.path }, 'server rendering failed; sending the shell');
      return null;
    });
    if (!packed) return false;
    ctx.set('Cache-Control', 'no-cache');
    await sendPacked(ctx, packed, 'text/html; charset=utf-8');
    return true;
  };
}

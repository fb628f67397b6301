/**
 * Public pages rendered on the server (pwa/app/server-render.tsx) into the built shell
 * (dist/index.html): the page's markup, the CSS of its first paint and the data it was rendered
 * with, so a phone on one bar of signal shows the page before any script has run. Kept per
 * data version (the same store as the JSON reads, services/response-cache.ts), pre-compressed,
 * with a strong ETag; kept only until the first of its words that follow the clock may read
 * otherwise (the page says when: where a ban's hours begin or end, or midnight, for its dog rules;
 * never for a page of text), as those move even when no data does.
 *
 * The renderer reads `/api/…` like the browser does; here those requests go to this same app
 * over a loopback socket that only this process knows. A page whose reads the API could not
 * answer (the database away, 503) is not kept: pwa-static.ts answers it with its outage page.
 *
 * What a page is rendered from is fixed by the site, not by the request (issue #27 §8): its
 * address keeps only the query parameters the page reads (rendered-page-address.ts), its links
 * are built on PUBLIC_URL whatever the Host header says, and renders that no kept page answers
 * are limited per client (fresh-render-limit.ts).
 *
 * Chakra's global styles, the same on every page, also make a stylesheet of their own
 * (`/styles/shared-<id>.css`, immutable), prefetched by the pages that carry them; its answer sets
 * the `ddb.styles` cookie to its id, and a browser whose cookie names the current one gets pages
 * that link it instead of carrying it (pwa/app/server-styles.ts), kept as a variant of their own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type Koa from 'koa';
import type { Context } from 'koa';
import type { RenderedPage } from '../../pwa/app/server-render.tsx';
import { SHARED_STYLES_COOKIE } from '../../pwa/app/server-styles.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../database-availability.ts';
import type { PackedJson } from '../services/response-cache.ts';
import { currentCacheEntry, sendPacked } from './cached-per-data-version.ts';
import { mayRenderAfresh } from './fresh-render-limit.ts';
import { renderedPageAddress } from './rendered-page-address.ts';

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

/** Whether the API answered 503 to a read of the render under way (each render has its own). */
const apiUnavailable = new AsyncLocalStorage<{ seen: boolean }>();

const SHARED_STYLESHEET = /^\/styles\/shared-([\w-]{16})\.css$/;
/** Private: the answer sets a cookie, which no shared cache should hand on. */
const KEEP_FOR_A_YEAR = 'private, max-age=31536000, immutable';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Rendered pages kept for their other way of carrying the shared styles (~0.3 MB each). */
const KEPT_RENDERS = 32;

/** How the page carries the shared styles: in its head, or as a link to the stylesheet. */
type SharedStylesDelivery = 'inline' | 'linked';

/** The built shell with the rendered page in it. */
function fillShell(
  shell: string,
  page: RenderedPage,
  payloadElement: string,
  sharedStyles: SharedStylesDelivery = 'inline',
): string {
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
    .replace('</head>', `${page.shared[sharedStyles]}${page.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${payloadElement}`);
}

/**
 * The page's high-priority image preloads (its largest paint: a beach's banner, the home page's
 * hero) as a `Link` header: the browser can ask for the image as soon as the answer's headers
 * arrive, before it has parsed the head, and a CDN in front can send them ahead as 103 Early Hints.
 */
export function imagePreloadLinks(html: string): string | null {
  const headEnd = html.indexOf('</head>');
  const head = headEnd === -1 ? '' : html.slice(0, headEnd);
  const links: string[] = [];
  for (const [tag] of head.matchAll(/<link rel="preload"[^>]*>/g)) {
    const attributes = new Map(
      [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name.toLowerCase(),
        value.replaceAll('&amp;', '&'),
      ]),
    );
    const href = attributes.get('href');
    if (attributes.get('as') !== 'image' || attributes.get('fetchpriority') !== 'high' || !href) continue;
    if (!/^(\/|https?:\/\/)[^\s<>"]*$/.test(href)) continue;
    links.push(`<${href}>; rel=preload; as=image; fetchpriority=high`);
  }
  return links.length > 0 ? links.join(', ') : null;
}

/** The Link header of each kept page, read from its HTML once. */
const preloadLinksOf = new WeakMap<PackedJson, string | null>();

export interface ServerRenderer {
  /** Answers `ctx` with the rendered page; false when the page is not one to render here. */
  page(ctx: Context): Promise<boolean>;
  /** Answers `ctx` with the shared stylesheet it names; false when it names none. */
  sharedStylesheet(ctx: Context): Promise<boolean>;
}

export function serverRenderer(root: string, app: Koa): ServerRenderer {
  let shell: string | null = null;
  let renderer: Promise<Renderer> | null = null;
  const apiBase = loopback(app);
  /** The shared stylesheets this process has rendered, by id: one per build. */
  const sharedSheets = new Map<string, PackedJson>();
  let learnedSharedStyles: Promise<unknown> | null = null;

  async function loadRenderer(): Promise<Renderer> {
    const module = await loadRendererCode();
    const { setApiTransport } = await import('../../pwa/data/http/api-client.ts');
    const base = await apiBase();
    setApiTransport(async (input, init) => {
      const response = await fetch(new URL(String(input), base), init);
      const render = apiUnavailable.getStore();
      if (render && response.status === 503) render.seen = true;
      return response;
    });
    return module;
  }

  /** Renders the page at `address` (a path and query) as it reads at the site's public URL. */
  async function renderAt(ctx: Context, address: string): Promise<RenderedPage | null> {
    renderer ??= loadRenderer();
    const { renderPage } = await renderer;
    const url = new URL(address, ctx.services.config.PUBLIC_URL);
    const request = new Request(url, { headers: { accept: 'text/html' } });
    const unavailable = { seen: false };
    const page = await apiUnavailable.run(unavailable, () => renderPage(request, { now: new Date() }));
    // Its data missing, the page would say "not found" or "try again" to all until the next write.
    if (unavailable.seen) throw new DatabaseUnavailableError('The API could not read the page’s data');
    if (page instanceof Response || page.status !== 200) return null;
    if (!sharedSheets.has(page.shared.id)) {
      sharedSheets.set(page.shared.id, ctx.services.responseCache.pack(Buffer.from(page.shared.css)));
    }
    return page;
  }

  /**
   * A page rendered once per address and data version, whichever way it then carries the shared
   * styles: a visitor's first page has them inline, the next ones link them, and each of the two
   * was a whole render (0.2–0.5 s of the server's CPU for a listing page) of the same page.
   */
  const renders = new Map<string, { version: string; page: Promise<RenderedPage | null> }>();
  async function renderOnce(ctx: Context, address: string): Promise<RenderedPage | null> {
    const version = await ctx.services.responseCache.dataVersion.read();
    const kept = renders.get(address);
    if (kept?.version === version) {
      const page = await kept.page.catch(() => null);
      const changesAt = page?.payload.changesAt;
      if (page && (!changesAt || Date.parse(changesAt) > Date.now())) return page;
    }
    const page = renderAt(ctx, address);
    renders.delete(address);
    if (renders.size >= KEPT_RENDERS) renders.delete(renders.keys().next().value as string);
    renders.set(address, { version, page });
    page.catch(() => renders.get(address)?.page === page && renders.delete(address));
    return page;
  }

  async function render(
    ctx: Context,
    address: string,
    keptSharedStyles: string | null,
  ): Promise<{ html: Buffer; changesAt: string | null } | null> {
    shell ??= readFileSync(join(root, 'index.html'), 'utf8');
    const page = await renderOnce(ctx, address);
    if (!page) return null;
    if (page.body.includes('<template data-msg=')) {
      ctx.state.log?.warn({ path: ctx.path }, 'part of the page could not be rendered on the server');
    }
    const { serverPayloadElement } = await (renderer as Promise<Renderer>);
    const delivery = page.shared.id === keptSharedStyles ? 'linked' : 'inline';
    const html = Buffer.from(fillShell(shell, page, serverPayloadElement(page.payload), delivery));
    return { html, changesAt: page.payload.changesAt };
  }

  /** The shared stylesheet the browser says it keeps, if it is one this process serves. */
  function keptSharedStyles(ctx: Context): string | null {
    const id = ctx.cookies.get(SHARED_STYLES_COOKIE);
    return id && sharedSheets.has(id) ? id : null;
  }

  async function page(ctx: Context): Promise<boolean> {
    const address = renderedPageAddress(ctx.path, ctx.querystring);
    if (address === null) return false;
    const cache = ctx.services.responseCache;
    const kept = keptSharedStyles(ctx);
    const key = `html ${address}${kept ? ` styles ${kept}` : ''}`;
    const entry = await currentCacheEntry(cache, key, {}, async (building) => {
      // Past the client's allowance: the shell, which the browser renders into the same page.
      if (!(await mayRenderAfresh(ctx))) return null;
      const page = await render(ctx, address, kept);
      if (!page) return null;
      if (page.changesAt) building.keptUntil = Date.parse(page.changesAt);
      return cache.pack(page.html);
    });
    const packed = await entry.packed.catch((error: unknown) => {
      // The database away: no page to send, and no shell as if there were one (pwa-static.ts).
      if (isDatabaseUnavailable(error)) throw error;
      ctx.state.log?.error({ err: error, path: ctx.path }, 'server rendering failed; sending the shell');
      return null;
    });
    if (!packed) return false;
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Cookie');
    if (!preloadLinksOf.has(packed)) preloadLinksOf.set(packed, imagePreloadLinks(packed.json.toString()));
    const links = preloadLinksOf.get(packed);
    if (links) ctx.set('Link', links);
    await sendPacked(ctx, packed, 'text/html; charset=utf-8');
    return true;
  }

  async function sharedStylesheet(ctx: Context): Promise<boolean> {
    const id = SHARED_STYLESHEET.exec(ctx.path)?.[1];
    if (!id) return false;
    // Another process may have rendered the page that links it: this one renders a page too.
    if (!sharedSheets.has(id)) {
      learnedSharedStyles ??= renderAt(ctx, '/privacy').catch((error: unknown) => {
        learnedSharedStyles = null;
        throw error;
      });
      await learnedSharedStyles;
    }
    const packed = sharedSheets.get(id);
    if (!packed) return false;
    await sendPacked(ctx, packed, 'text/css; charset=utf-8');
    ctx.set('Cache-Control', KEEP_FOR_A_YEAR);
    // The browser has the stylesheet once it reads this answer: later pages may link it.
    ctx.cookies.set(SHARED_STYLES_COOKIE, id, {
      path: '/',
      maxAge: ONE_YEAR_MS,
      sameSite: 'lax',
      httpOnly: false,
      secure: ctx.secure,
      signed: false,
    });
    return true;
  }

  return { page, sharedStylesheet };
}

/**
 * The CSS of a server-rendered page, and how the browser adopts it without moving it.
 *
 * Emotion's own SSR path (`constructStyleTagsFromChunks`, then a browser cache that "hydrates"
 * from those tags) moves every server style element: the default cache that @emotion/react makes
 * when it loads takes each one to the end of <head>, and the app's cache then moves the page's
 * styles into its sheet. Each move makes the browser drop and parse the stylesheet again and
 * restyle the page: on a beach page that was 110 KB of CSS parsed up to seven times while the
 * entry script ran (a phone's main thread blocked for a further ~160 ms at 4× CPU).
 *
 * So the page's styles travel in an element of our own that Emotion does not look for; the
 * browser's cache is told which styles it already has (`inserted`) and puts new rules after it.
 * Global styles (Chakra's reset and tokens) keep Emotion's attribute, for its <Global> to find
 * and keep, marked `data-s` so that the default cache leaves them where they are.
 *
 * The global styles are the same on every page (49 KB of reset and tokens, 5.9 KB brotli of a
 * beach page's 16.8 KB). A browser that already holds them as a stylesheet — the first page
 * prefetched it, and its answer set the `ddb.styles` cookie to its id — gets later pages with a
 * `<link>` to it instead (from its cache: the file is immutable) and an empty element per
 * global, which a <Global> given the same styles takes as already inserted. (The browser hydrating a
 * server page gives Chakra's <Global> no styles at all, app.tsx: the page carries them either way.) The server compares the cookie with the
 * stylesheet it serves now; any other value gets the styles inline again.
 */
import type { EmotionCache } from '@emotion/cache';
import { warmStylesheet } from '../data/static/warm-stylesheet.ts';

/** Emotion's class prefix; the browser's cache must use the same to adopt the server's styles. */
export const STYLE_CACHE_KEY = 'css';
const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/** Style elements for what `extractCriticalToChunks` found in the page. */
export function serverStyleElements(chunks: StyleChunk[]): string {
  return chunks
    .filter(({ css }) => css.length > 0)
    .map(({ key, ids, css }) =>
      key === STYLE_CACHE_KEY
        ? `<style ${PAGE_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

/** The cookie holding the id of the shared stylesheet this browser keeps (privacy page: ddb.styles). */
export const SHARED_STYLES_COOKIE = 'ddb.styles';
const SHARED_STYLES_ATTRIBUTE = 'data-shared-styles';

const sharedStylesheetPath = (id: string) => `/styles/shared-${id}.css`;

/** The global styles of a page, inline and as a link, under the id of their CSS. */
export interface SharedStyles {
  id: string;
  css: string;
  /**
   * Emotion's global elements, each marked with the id, and a prefetch of the stylesheet: fetched
   * at low priority while the page loads, its answer sets the cookie.
   */
  inline: string;
  /** A link to the stylesheet and, for each global, an empty element for <Global> to adopt. */
  linked: string;
}

export function sharedStyles(chunks: StyleChunk[], id: string): SharedStyles {
  const globals = chunks.filter(({ css }) => css.length > 0);
  const element = ({ key, ids }: StyleChunk, css: string, marked: boolean) =>
    `<style data-emotion="${key} ${ids.join(' ')}" data-s=""${marked ? ` ${SHARED_STYLES_ATTRIBUTE}="${id}"` : ''}>${css}</style>`;
  return {
    id,
    css: globals.map(({ css }) => css).join(''),
    inline:
      globals.length === 0
        ? ''
        : `<link rel="prefetch" href="${sharedStylesheetPath(id)}" as="style">${globals
            .map((chunk) => element(chunk, chunk.css, true))
            .join('')}`,
    linked:
      globals.length === 0
        ? ''
        : `<link rel="stylesheet" href="${sharedStylesheetPath(id)}" ${SHARED_STYLES_ATTRIBUTE}="${id}">${globals
            .map((chunk) => element(chunk, '', false))
            .join('')}`,
  };
}

/**
 * The browser without a prefetch (or whose prefetch failed): once the page has loaded, fetches the
 * shared stylesheet its inline styles came from, into its cache; the answer sets the cookie that
 * tells the server so (api/middleware/server-render.ts). Nothing to do when the cookie is there,
 * on a page that linked the stylesheet, or on the offline shell.
 */
export function keepSharedStyles(): void {
  const id = document
    .querySelector(`style[${SHARED_STYLES_ATTRIBUTE}]`)
    ?.getAttribute(SHARED_STYLES_ATTRIBUTE);
  if (!id || !/^[\w-]+$/.test(id)) return;
  const kept = () => document.cookie.split('; ').includes(`${SHARED_STYLES_COOKIE}=${id}`);
  const keep = () => {
    if (!kept()) warmStylesheet(sharedStylesheetPath(id));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(keep, { timeout: 2000 });
    else setTimeout(keep, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Tells the browser's cache which styles the server's page already carries, leaving them in place. */
export function adoptServerStyles(cache: EmotionCache): void {
  const elements = [...document.querySelectorAll<HTMLStyleElement>(`style[${PAGE_STYLES_ATTRIBUTE}]`)];
  for (const element of elements) {
    for (const id of element.getAttribute(PAGE_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
      if (id) cache.inserted[id] = true;
    }
  }
  // The sheet's first element: <Global> keeps its styles before it, and new rules go after it.
  cache.sheet.tags.push(...elements);
}

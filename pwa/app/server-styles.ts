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
 */
import type { EmotionCache } from '@emotion/cache';

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

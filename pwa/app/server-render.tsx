/**
 * Renders a public page on the server: React Router's static handler runs the page's loaders
 * (route-data.ts fills a fresh query cache), React renders the same components the browser
 * does, Emotion hands over the CSS those components used, and the query cache and router state
 * travel with the HTML so the browser hydrates without asking again (start-app.tsx).
 *
 * Runs in Node (the API imports it through tsx): `fetch` for relative `/api/…` paths is the
 * caller's (api/middleware/server-render.ts sends them to this same app over a loopback socket).
 */
import { createHash } from 'node:crypto';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '../data/queries/query-client.ts';
import { setServerBlogSanitizer } from '../features/blog/sanitize-blog-html.ts';
import { serverBlogSanitizer } from '../features/blog/server-blog-sanitizer.ts';
import { withServerRender } from '../lib/render-environment.ts';
import { AppProviders } from './app.tsx';
import { createRoutes } from './router.tsx';
import type { ServerPayload } from './server-payload.ts';
import { type SharedStyles, STYLE_CACHE_KEY, serverStyleElements, sharedStyles } from './server-styles.ts';
import { createStyleCache } from './style-cache.ts';

export { serverPayloadElement } from './server-payload.ts';

export interface RenderedPage {
  status: number;
  /**
   * What the page hoisted (title, meta, canonical and preload links, JSON-LD): it goes before the
   * shell's scripts, so the banner's preload is the first request after the document.
   */
  hoisted: string;
  /** Style elements for the first paint: the page's own. */
  styles: string;
  /** Chakra's reset and tokens, the same on every page: inline, or linked once the browser keeps them. */
  shared: SharedStyles;
  /** The markup that goes inside #root. */
  body: string;
  payload: ServerPayload;
}

export async function renderPage(request: Request, { now }: { now: Date }): Promise<RenderedPage | Response> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(request);
  if (context instanceof Response) return context;

  const router = createStaticRouter(handler.dataRoutes, context);
  const styleCache = createStyleCache();
  // Styles stay in the cache (no inline <style> next to each element) for the head to carry.
  styleCache.compat = true;
  setServerBlogSanitizer(serverBlogSanitizer(request.url));
  const origin = new URL(request.url).origin;
  const { rendered: markup, changesAt } = withServerRender({ origin, now }, () =>
    renderToString(
      <AppProviders queryClient={queryClient} styleCache={styleCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
  const emotion = createEmotionServer(styleCache);
  const { head: hoisted, body } = splitHoisted(markup);
  const chunks = emotion.extractCriticalToChunks(body).styles;
  const globals = chunks.filter(({ key }) => key !== STYLE_CACHE_KEY);
  const globalCss = globals.map(({ css }) => css).join('');
  const shared = sharedStyles(
    globals,
    createHash('sha256').update(globalCss).digest('base64url').slice(0, 16),
  );
  const styles = serverStyleElements(chunks.filter(({ key }) => key === STYLE_CACHE_KEY));
  const payload: ServerPayload = {
    renderedAt: now.toISOString(),
    changesAt: changesAt?.toISOString() ?? null,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  queryClient.clear();
  return {
    status: context.statusCode,
    hoisted,
    styles,
    shared,
    body,
    payload,
  };
}

/**
 * React 19 puts the elements a page hoists (`<title>`, `<meta>`, `<link>`, JSON-LD) at the start
 * of a render that has no `<head>` of its own; they belong in the document's head.
 */
function splitHoisted(markup: string): { head: string; body: string } {
  const hoistable =
    /^(?:<(?:title|meta|link|script type="application\/ld\+json")\b[^>]*>(?:[^<]*<\/(?:title|script)>)?)+/;
  const match = hoistable.exec(markup);
  if (!match) return { head: '', body: markup };
  return { head: match[0], body: markup.slice(match[0].length) };
}

/**
 * The app: React, the router, the data and the page's styles, rendering the offline shell or
 * hydrating the server's page. main.tsx decides when it starts (app/first-use.ts).
 */
import './lib/zod-without-eval.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { createRoutes } from './app/router.tsx';
import { readServerPayload } from './app/server-payload.ts';
import { adoptServerStyles } from './app/server-styles.ts';
import { createStyleCache } from './app/style-cache.ts';
import { appSystem } from './app/theme.ts';
import { createQueryClient } from './data/queries/query-client.ts';
import { startHydration } from './lib/render-environment.ts';

/**
 * A lazy route's code, loaded before hydrating: the first render has to produce the server's
 * markup, not the router's "still loading" fallback.
 */
async function loadRouteModules(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Ends the current task: the browser can paint or answer a tap before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in tasks of its own instead of one (0.7–1.5 s at 4× CPU: evaluating every module, then
 * all of this): evaluating the modules (still the longest, ~0.7 s); setting up the data, the routes
 * and the page's styles; Chakra's system; the page's own code (its own task as it arrives); then
 * hydration, itself in slices. Between them the browser can paint or answer a tap.
 */
export async function startApp(root: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const styleCache = createStyleCache();
  // The server's page when there is one; the service worker's shell (offline) has none.
  const payload = readServerPayload();
  if (!payload) {
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} styleCache={styleCache} />
      </StrictMode>,
    );
    return;
  }
  // The server keeps a page's HTML per data version, so what it carries is current as it
  // arrives, however long ago it was rendered: not stale, not to be read again on mount.
  const arrived = Date.now();
  for (const { state } of payload.queries.queries) {
    if (state.status === 'success') state.dataUpdatedAt = arrived;
  }
  adoptServerStyles(styleCache);
  hydrate(queryClient, payload.queries);
  const routeModules = loadRouteModules(routes);
  await nextTask();
  appSystem();
  await routeModules;
  const router = createBrowserRouter(routes, { hydrationData: payload.router });
  startHydration(new Date(payload.renderedAt));
  // As a transition, hydration is rendered in slices that give the browser back its main thread
  // every few milliseconds (the page is already on screen, from the server's HTML): at 4× CPU its
  // long animation frames measured 22–116 ms each.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={router} styleCache={styleCache} globalStylesInPage />
      </StrictMode>,
    );
  });
}

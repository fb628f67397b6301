import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { firstRenderCommitted } from '../lib/render-environment.ts';
import { startOfflineCopyWhenIdle } from './offline-copy-start.ts';
import { appSystem } from './theme.ts';

/**
 * Chakra's system for a page: hydrating a page the server rendered, whose HTML already carries
 * Chakra's global styles (reset and tokens, inline or as the shared stylesheet), Chakra's <Global>
 * is given none to build, serialise or insert, and the server's elements stay as they are. The
 * built app computes `_global` only when read (scripts/vite/lazy-chakra-globals.ts), so this spares
 * the phone building 28 KB of CSS it would throw away. The offline shell, which no server rendered,
 * gets the system itself.
 */
let withServerGlobals: SystemContext | undefined;
function systemFor(globalStylesInPage: boolean): SystemContext {
  if (!globalStylesInPage) return appSystem();
  withServerGlobals ??= Object.create(appSystem(), { _global: { value: [] } }) as SystemContext;
  return withServerGlobals;
}

/** What every page renders inside, on the server and in the browser alike. */
export function AppProviders({
  queryClient,
  styleCache,
  globalStylesInPage = false,
  children,
}: {
  queryClient: QueryClient;
  /** Emotion's cache: the server reads the page's CSS out of it. */
  styleCache: EmotionCache;
  /** The page's HTML came from the server with Chakra's global styles in it. */
  globalStylesInPage?: boolean;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={systemFor(globalStylesInPage)}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}

export function App({
  queryClient,
  router,
  styleCache,
  globalStylesInPage = false,
}: {
  queryClient: QueryClient;
  router: DataRouter;
  styleCache: EmotionCache;
  globalStylesInPage?: boolean;
}) {
  useEffect(() => {
    firstRenderCommitted();
    return startOfflineCopyWhenIdle(queryClient);
  }, [queryClient]);
  return (
    <AppProviders queryClient={queryClient} styleCache={styleCache} globalStylesInPage={globalStylesInPage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

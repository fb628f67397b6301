import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { endHydration } from '../lib/render-environment.ts';
import { startOfflineCopyWhenIdle } from './offline-copy-start.ts';
import { system } from './theme.ts';

/** What every page renders inside, on the server and in the browser alike. */
export function AppProviders({
  queryClient,
  styleCache,
  children,
}: {
  queryClient: QueryClient;
  /** Emotion's cache: the server reads the page's CSS out of it. */
  styleCache: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}

export function App({
  queryClient,
  router,
  styleCache,
}: {
  queryClient: QueryClient;
  router: DataRouter;
  styleCache: EmotionCache;
}) {
  useEffect(() => {
    endHydration();
    return startOfflineCopyWhenIdle(queryClient);
  }, [queryClient]);
  return (
    <AppProviders queryClient={queryClient} styleCache={styleCache}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import { Box, chakra } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageLoading } from '../../ui/page-loading.tsx';
import { ToastHost } from '../../ui/toast-host.tsx';
import { UpdateBanner } from '../service-worker/update-banner.tsx';
import { FavouritesSync } from './favourites-sync.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PageViewTracker } from './page-view-tracker.tsx';
import { scrollKey } from './scroll-key.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <chakra.a
        href="#main"
        position="absolute"
        left="2"
        top="-12"
        zIndex="skipNav"
        bg="white"
        px="4"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        Skip to content
      </chakra.a>
      {/* Each boundary below is hydrated as its own slice of work, after the small root: the
          header, the page and the footer do not block the main thread as one long task. */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <OfflineBanner />
      {navigation.state === 'loading' && (
        <Box position="fixed" top="0" left="0" right="0" h="1" bg="sea.400" zIndex="banner" aria-hidden />
      )}
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ToastHost />
      <UpdateBanner />
      <PageViewTracker />
      <FavouritesSync />
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}

/**
 * Every route of spec §2. Pages are split per route and loaded on demand; each page module
 * exports its component by name. A page whose first view needs data names it in a loader
 * (route-data.ts): the server renders it with that data, and in the browser the data is asked
 * for while the page's code loads.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { PageLoading } from '../ui/page-loading.tsx';
import { AdminRouteError } from './admin-route-error.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { loadInto, pageQueries } from './route-data.ts';
import { RouteErrorPage } from './route-error-page.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * What a page shows while its code (and a loader's data) is still on its way as the app starts
 * with no server-rendered page to hydrate: sign-in, the account's pages, admin, the prototypes, a
 * 404, and any page opened from the offline shell. A page's fallback sits inside the layout, so
 * the header is there at once; without one React Router warns and renders nothing at all.
 */
const withPageLoading = (route: RouteObject): RouteObject => ({ HydrateFallback: PageLoading, ...route });

/** The route table, its loaders filling `queryClient` (one per app in the browser, one per render on the server). */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        loader: loadInto(queryClient, pageQueries.home),
        lazy: page(() => import('../features/home/home-page.tsx')),
      },
      { path: '/home-test', lazy: page(() => import('../features/prototypes/home-test-page.tsx')) },
      { path: '/test-design-1', lazy: page(() => import('../features/prototypes/test-design-page.tsx')) },
      { path: '/beach-test', lazy: page(() => import('../features/prototypes/beach-test-page.tsx')) },
      {
        path: '/all-beaches',
        loader: loadInto(queryClient, pageQueries.directory),
        lazy: page(() => import('../features/beaches/directory-page.tsx')),
      },
      {
        path: '/beaches',
        loader: loadInto(queryClient, pageQueries.listing),
        lazy: page(() => import('../features/beaches/listing-page.tsx')),
      },
      {
        path: '/beach/:identifier',
        loader: loadInto(queryClient, pageQueries.beach),
        lazy: page(() => import('../features/beach/beach-page.tsx')),
      },
      {
        path: '/water-quality',
        loader: loadInto(queryClient, pageQueries.waterQuality),
        // Its filters live in the query string but its data does not depend on them.
        shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
          currentUrl.pathname !== nextUrl.pathname,
        lazy: page(() => import('../features/water-quality/water-quality-page.tsx')),
      },
      {
        path: '/blog',
        loader: loadInto(queryClient, pageQueries.blogList),
        lazy: page(() => import('../features/blog/blog-list-page.tsx')),
      },
      { path: '/blog/dog-beach-safety', lazy: page(() => import('../features/blog/safety-guide-page.tsx')) },
      {
        path: '/blog/:slug',
        loader: loadInto(queryClient, pageQueries.blogPost),
        lazy: page(() => import('../features/blog/blog-post-page.tsx')),
      },
      { path: '/contact', lazy: page(() => import('../features/contact/contact-page.tsx')) },
      { path: '/privacy', lazy: page(() => import('../features/legal/privacy-page.tsx')) },
      { path: '/terms', lazy: page(() => import('../features/legal/terms-page.tsx')) },
      { path: '/auth', lazy: page(() => import('../features/auth/auth-page.tsx')) },
      { path: '/forgot-password', lazy: page(() => import('../features/auth/forgot-password-page.tsx')) },
      { path: '/reset-password', lazy: page(() => import('../features/auth/reset-password-page.tsx')) },
      { path: '/profile', lazy: page(() => import('../features/profile/profile-page.tsx')) },
      { path: '/my-beaches', lazy: page(() => import('../features/my-beaches/my-beaches-page.tsx')) },
      { path: '/community/upload', lazy: page(() => import('../features/community/upload-page.tsx')) },
      { path: '/community/feedback', lazy: page(() => import('../features/community/feedback-page.tsx')) },
      { path: '*', lazy: page(() => import('./not-found-page.tsx')) },
    ].map(withPageLoading),
  },
  {
    // The admin area (issue #13): its own shell and header, loaded only when an admin path is
    // opened; public pages never download its code. Online only (it says so offline).
    path: '/admin/*',
    errorElement: <AdminRouteError />,
    HydrateFallback: PageLoading,
    lazy: page(() => import('../admin/admin-app.tsx')),
  },
];

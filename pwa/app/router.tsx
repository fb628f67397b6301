/**
 * Every route of spec §2. Pages are split per route and loaded on demand; each page module
 * exports its component by name.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: null,
    children: [
      { path: '/', lazy: page(() => import('../features/home/home-page.tsx')) },
      { path: '/home-test', lazy: page(() => import('../features/prototypes/home-test-page.tsx')) },
      { path: '/test-design-1', lazy: page(() => import('../features/prototypes/test-design-page.tsx')) },
      { path: '/beach-test', lazy: page(() => import('../features/prototypes/beach-test-page.tsx')) },
      { path: '/all-beaches', lazy: page(() => import('../features/beaches/directory-page.tsx')) },
      { path: '/beaches', lazy: page(() => import('../features/beaches/listing-page.tsx')) },
      { path: '/beach/:identifier', lazy: page(() => import('../features/beach/beach-page.tsx')) },
      {
        path: '/water-quality',
        lazy: page(() => import('../features/water-quality/water-quality-page.tsx')),
      },
      { path: '/blog', lazy: page(() => import('../features/blog/blog-list-page.tsx')) },
      { path: '/blog/dog-beach-safety', lazy: page(() => import('../features/blog/safety-guide-page.tsx')) },
      { path: '/blog/:slug', lazy: page(() => import('../features/blog/blog-post-page.tsx')) },
      { path: '/contact', lazy: page(() => import('../features/contact/contact-page.tsx')) },
      { path: '/privacy', lazy: page(() => import('../features/legal/privacy-page.tsx')) },
      { path: '/terms', lazy: page(() => import('../features/legal/terms-page.tsx')) },
      { path: '/auth', lazy: page(() => import('../features/auth/auth-page.tsx')) },
      { path: '/forgot-password', lazy: page(() => import('../features/auth/forgot-password-page.tsx')) },
      { path: '/reset-password', lazy: page(() => import('../features/auth/reset-password-page.tsx')) },
      { path: '/profile', lazy: page(() => import('../features/profile/profile-page.tsx')) },
      { path: '/community/upload', lazy: page(() => import('../features/community/upload-page.tsx')) },
      { path: '/community/feedback', lazy: page(() => import('../features/community/feedback-page.tsx')) },
      { path: '*', lazy: page(() => import('./not-found-page.tsx')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

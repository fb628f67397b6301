import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderRoute } from '../testing/render-route.tsx';
import { server } from '../testing/server.ts';

/**
 * A page the server does not render (sign-in, the account's pages, admin, the prototypes, a 404)
 * starts in the browser with its code still loading, as the router's initial hydration. Each
 * route then shows its HydrateFallback: without one React Router warns "No `HydrateFallback`
 * element provided to render during initial hydration" and renders nothing, not even the header.
 */
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
  server.use(
    http.get('/api/admin/me', () =>
      HttpResponse.json(
        { error: { code: 'unauthorized', message: 'Admin sign-in required' } },
        { status: 401 },
      ),
    ),
  );
});
afterEach(() => warn.mockRestore());

const fallbackWarnings = () =>
  warn.mock.calls.filter((call) => String(call[0]).includes('HydrateFallback')).map((call) => call[0]);

describe('a page whose code is still loading when the app starts', () => {
  it.each(['/auth', '/profile', '/community/upload', '/home-test', '/no/such/page'])(
    '%s shows the header and a loading spinner meanwhile, with no warning',
    async (path) => {
      const { router } = renderRoute(path);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Water Quality' }).length).toBeGreaterThan(0);
      await waitFor(() => expect(router.state.initialized).toBe(true));
      expect(fallbackWarnings()).toEqual([]);
    },
  );

  it('/admin/login shows a loading spinner meanwhile, with no warning', async () => {
    const { router } = renderRoute('/admin/login');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(fallbackWarnings()).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, signedInHandler, signedOutHandler } from '../testing/account-handlers.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { server } from '../testing/server.ts';
import { toaster } from './toaster.tsx';
import { userInitials } from './user-avatar.tsx';

afterEach(() => toaster.remove());

async function openPage(user = buildUser()) {
  server.use(signedInHandler(user));
  const events = userEvent.setup();
  const utils = renderRoute('/terms');
  const button = await screen.findByRole('button', { name: /^Account menu for/ }, { timeout: 10_000 });
  return { events, button, ...utils };
}

describe('userInitials', () => {
  it('takes the first letters of first and last name, or U', () => {
    expect(userInitials({ firstName: 'sam', lastName: 'walker' })).toBe('SW');
    expect(userInitials({ firstName: 'Sam', lastName: null })).toBe('S');
    expect(userInitials({ firstName: ' ', lastName: null })).toBe('U');
  });
});

describe('the header account menu', () => {
  it('shows Sign In to a visitor, with the current page as returnTo', async () => {
    server.use(signedOutHandler());
    renderRoute('/terms');
    expect(await screen.findByRole('link', { name: 'Sign In' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fterms',
    );
  });

  it('shows the initials, falling back to U', async () => {
    const { button } = await openPage(buildUser({ firstName: null, lastName: null }));
    expect(button).toHaveTextContent('U');
    expect(button).toHaveAccessibleName('Account menu for sam@example.com');
  });

  it('opens with the keyboard on the first item; arrows move, Escape closes back to the button', async () => {
    const { events, button } = await openPage();
    expect(button).toHaveTextContent('SW');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await events.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sam Walker')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Upload Photos', 'My Feedback', 'Sign Out']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/community/upload');
    expect(items[2]).toHaveAttribute('href', '/community/feedback');
    await waitFor(() => expect(items[0]).toHaveFocus());

    await events.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await events.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await events.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    // ArrowUp opens on the last item.
    await events.keyboard('{ArrowUp}');
    const reopened = await screen.findByRole('menu');
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());
  });

  it('closes on a click elsewhere, and follows a link', async () => {
    const { events, button, router } = await openPage();
    await events.click(button);
    await screen.findByRole('menu');
    await events.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    server.use(
      http.get('/api/my/feedback', () => HttpResponse.json([])),
      http.get('/api/my/photos', () => HttpResponse.json([])),
    );
    await events.click(button);
    await events.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("signs out: the user is cleared, 'Signed out' is shown and Sign In is back", async () => {
    let loggedOut = false;
    server.use(
      http.post('/api/auth/logout', () => {
        loggedOut = true;
        server.use(signedOutHandler());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { events, button, queryClient } = await openPage();
    await events.click(button);
    await events.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully signed out.')).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(queryClient.getQueryData(['auth', 'user'])).toBeNull();
  });

  it("says 'Sign out failed' with the server's message when sign-out fails", async () => {
    server.use(
      http.post('/api/auth/logout', () =>
        HttpResponse.json({ error: { code: 'server_error', message: 'Try again shortly' } }, { status: 500 }),
      ),
    );
    const { events, button } = await openPage();
    await events.click(button);
    await events.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByText('Try again shortly')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Sam Walker' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorDb } from '../data/mirror/mirror-db.ts';
import { updateOutboxStatus } from '../data/outbox/outbox-status.ts';
import { buildUser, signedInHandler, signedOutHandler } from '../testing/account-handlers.ts';
import { buildFeedbackWrite, busyServer, queueItem } from '../testing/outbox-items.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { server } from '../testing/server.ts';
import { toaster } from './toaster.tsx';
import { userInitials } from './user-avatar.tsx';

afterEach(() => {
  toaster.remove();
  updateOutboxStatus({ waiting: 0 });
});

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

  it('asks first while the user has writes waiting, and says they stay for this account', async () => {
    let signOuts = 0;
    server.use(
      http.post('/api/auth/logout', () => {
        signOuts += 1;
        server.use(signedOutHandler());
        return HttpResponse.json({ success: true });
      }),
    );
    // Two of Sam's writes really wait (the server busy): whatever loads the outbox counts them.
    server.use(busyServer);
    const later = { notBefore: Date.now() + 3_600_000 };
    await queueItem(buildFeedbackWrite({ userId: 7 }), later);
    await queueItem(buildFeedbackWrite({ userId: 7, summary: 'A second note' }), later);
    updateOutboxStatus({ waiting: 2 });
    const { events, button } = await openPage();
    await events.click(button);
    await events.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    const question = await screen.findByRole('alertdialog', { name: 'Sign out with 2 items waiting?' });
    expect(question).toHaveTextContent(
      'You have 2 items waiting to be sent. They stay on this phone and are sent when you sign in again as sam@example.com.',
    );
    // (Focus starts on Cancel: checked in a real browser, e2e/outbox-shared-phone.spec.ts.)
    await events.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(signOuts).toBe(0);
    expect(screen.getByRole('button', { name: 'Account menu for Sam Walker' })).toBeInTheDocument();

    await events.click(button);
    await events.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    const again = await screen.findByRole('alertdialog', { name: 'Sign out with 2 items waiting?' });
    await events.click(within(again).getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByText('2 items wait on this phone until you sign in again.'),
    ).toBeInTheDocument();
    expect(signOuts).toBe(1);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('with no signal signs out on the phone at once, and ends the session once the server answers', async () => {
    // The server still knows the session until the sign-out reaches it.
    let sessionEnded = false;
    let reachable = false;
    server.use(
      http.post('/api/auth/logout', () => {
        if (!reachable) return HttpResponse.error();
        sessionEnded = true;
        return HttpResponse.json({ success: true });
      }),
    );
    const { events, button, queryClient } = await openPage();
    server.use(
      http.get('/api/auth/user', () =>
        sessionEnded ? HttpResponse.json(null) : HttpResponse.json(buildUser()),
      ),
    );
    await events.click(button);
    await events.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Signed out on this phone')).toBeInTheDocument();
    expect(
      screen.getByText('Your session ends on the server as soon as you have signal.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(queryClient.getQueryData(['auth', 'user'])).toBeNull();
    expect((await mirrorDb().outbox.toArray()).map((item) => item.kind)).toEqual(['sign-out']);

    // Asked again with no signal: still nobody, though the server would still name Sam.
    await queryClient.refetchQueries({ queryKey: ['auth', 'user'] });
    expect(queryClient.getQueryData(['auth', 'user'])).toBeNull();
    expect(sessionEnded).toBe(false);

    reachable = true;
    await queryClient.refetchQueries({ queryKey: ['auth', 'user'] });
    expect(sessionEnded).toBe(true);
    expect(queryClient.getQueryData(['auth', 'user'])).toBeNull();
    expect(await mirrorDb().outbox.count()).toBe(0);
    expect(localStorage.getItem('ddb.signOutPending')).toBeNull();
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

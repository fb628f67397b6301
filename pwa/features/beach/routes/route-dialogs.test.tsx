import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorDb } from '../../../data/mirror/mirror-db.ts';
import { SAVED_ON_PHONE } from '../../../data/outbox/outbox.ts';
import { apiError, buildUser, signedInHandler, signedOutHandler } from '../../../testing/account-handlers.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { server } from '../../../testing/server.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { DogWalksTab } from './dog-walks-tab.tsx';
import { beach, serveRoutes } from './dog-walks-test-data.ts';

afterEach(() => toaster.remove());

/** What the phone keeps in its outbox. */
const keptOnPhone = () => mirrorDb().outbox.toArray();

const renderTab = () => renderComponent(<DogWalksTab beach={beach} />);
type User = ReturnType<typeof renderTab>['user'];

async function openSubmitForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Submit Route' }));
  return screen.findByRole('form', { name: 'Submit a dog walk' });
}

async function fillInWalk(user: User, form: HTMLElement) {
  for (const [name, value] of [
    ['Route name', 'Loop'],
    ['Starting point', 'Car park'],
    ['Duration (minutes)', '30'],
    ['Distance (km)', '2'],
    ['Description', 'Short loop.'],
  ] as const) {
    await user.type(within(form).getByRole('textbox', { name }), value);
  }
}

describe('submitting a route', () => {
  it("offers 'Login to Submit Route' to a visitor, back to this beach afterwards", async () => {
    server.use(signedOutHandler());
    serveRoutes();
    renderTab();
    expect(await screen.findByRole('link', { name: 'Login to Submit Route' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fbeach%2Fcroyde-beach',
    );
  });

  it('checks the form, then sends the route with the beach and shows the thanks', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      signedInHandler(buildUser()),
      http.post('/api/routes', async ({ request }) => {
        bodies.push(await request.json());
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ id: 99 }, { status: 201 });
      }),
    );
    serveRoutes();
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Submit Route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a dog walk from Croyde Bay' });
    const form = await within(dialog).findByRole('form', { name: 'Submit a dog walk' });
    expect(within(form).getByRole('textbox', { name: 'Your name' })).toHaveValue('Sam Walker');
    expect(within(form).getByRole('combobox', { name: 'Difficulty' })).toHaveValue('easy');

    await user.click(within(form).getByRole('button', { name: 'Submit Route' }));
    expect(await within(form).findByText('Route name is required')).toBeInTheDocument();
    expect(within(form).getByText('Starting point is required')).toBeInTheDocument();
    expect(within(form).getByText('Duration in minutes is required')).toBeInTheDocument();
    expect(within(form).getByText('Distance in km is required')).toBeInTheDocument();
    expect(within(form).getByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Route name' })).toHaveFocus();

    await user.type(within(form).getByRole('textbox', { name: 'Route name' }), 'Morte Point loop');
    await user.type(within(form).getByRole('textbox', { name: 'Starting point' }), 'Mortehoe car park');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Difficulty' }), 'challenging');
    await user.type(within(form).getByRole('textbox', { name: 'Duration (minutes)' }), '90');
    await user.type(within(form).getByRole('textbox', { name: 'Distance (km)' }), '5.5');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Out to the point and back.');
    await user.click(within(form).getByRole('button', { name: 'Submit Route' }));

    expect(await screen.findByText('Route submitted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        beachId: 7,
        routeName: 'Morte Point loop',
        startingPoint: 'Mortehoe car park',
        difficulty: 'challenging',
        estimatedDuration: 90,
        distanceKm: 5.5,
        description: 'Out to the point and back.',
        highlights: null,
        routeNotes: null,
        submittedBy: 'Sam Walker',
        submitterEmail: 'sam@example.com',
      },
    ]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says 'Error' with the server's message when the route is refused, keeping it open and nothing on the phone", async () => {
    server.use(
      signedInHandler(),
      http.post('/api/routes', () => apiError(400, 'validation_failed', 'That beach takes no new walks')),
    );
    serveRoutes();
    const { user } = renderTab();
    const form = await openSubmitForm(user);
    await fillInWalk(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Route' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('That beach takes no new walks')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Route name' })).toHaveValue('Loop');
    expect(within(form).getByRole('button', { name: 'Submit Route' })).toBeEnabled();
    expect(await keptOnPhone()).toEqual([]);
  });

  it('with no signal, saves the walk on the phone, closes, and lists it as waiting to send', async () => {
    server.use(
      signedInHandler(),
      http.post('/api/routes', () => HttpResponse.error()),
    );
    serveRoutes();
    const { user } = renderTab();
    const form = await openSubmitForm(user);
    await fillInWalk(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Route' }));

    expect(await screen.findByText('Route saved on your phone')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Your walk “Loop” — waiting to send (it is checked before it appears)'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(SAVED_ON_PHONE).length).toBeGreaterThan(0);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    const kept = await keptOnPhone();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      kind: 'route',
      label: 'Walk “Loop” for Croyde Bay',
      beachId: 7,
      summary: 'Loop',
      method: 'POST',
      url: '/api/routes',
      body: { beachId: 7, routeName: 'Loop', estimatedDuration: 30, distanceKm: 2 },
    });
  });

  it('keeps the walk on the phone when the server is busy, and sends it with the same key later', async () => {
    const keys: (string | null)[] = [];
    let busy = true;
    server.use(
      signedInHandler(),
      http.post('/api/routes', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return busy
          ? apiError(503, 'unavailable', 'Try again shortly')
          : HttpResponse.json({ id: 99 }, { status: 201 });
      }),
    );
    serveRoutes();
    const { user } = renderTab();
    const form = await openSubmitForm(user);
    await fillInWalk(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Route' }));
    expect(await screen.findByText('Route saved on your phone')).toBeInTheDocument();
    expect(screen.getByText(/Your walk “Loop” — waiting to send/)).toBeInTheDocument();

    busy = false;
    const [kept] = await keptOnPhone();
    const { retryOutboxItem } = await import('../../../data/outbox/outbox-actions.ts');
    await act(() => retryOutboxItem(kept.id));
    await waitFor(() => expect(screen.queryByText(/Your walk “Loop”/)).not.toBeInTheDocument());
    expect(keys).toEqual([kept.id, kept.id]);
    expect(await keptOnPhone()).toEqual([]);
  });

  it('keeps one walk for a double tap on Submit', async () => {
    server.use(
      signedInHandler(),
      http.post('/api/routes', () => HttpResponse.error()),
    );
    serveRoutes();
    const { user } = renderTab();
    const form = await openSubmitForm(user);
    await fillInWalk(user, form);
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByText('Route saved on your phone')).toBeInTheDocument();
    expect(screen.getByText(/Your walk “Loop” — waiting to send/)).toBeInTheDocument();
    expect(await keptOnPhone()).toHaveLength(1);
  });
});

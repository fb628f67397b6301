import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorDb } from '../../../data/mirror/mirror-db.ts';
import { SAVED_ON_PHONE } from '../../../data/outbox/outbox.ts';
import { apiError, signedOutHandler } from '../../../testing/account-handlers.ts';
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

/** Opens the rating dialog of Baggy Point, gives 5 stars as Priya and (unless told) sends it. */
async function rateWalk(user: User, { send = true } = {}) {
  await user.click(await screen.findByRole('button', { name: 'Rate Baggy Point circular' }));
  const form = await screen.findByRole('form', { name: 'Rate Baggy Point circular' });
  await user.click(within(form).getByRole('radio', { name: '5 stars' }));
  await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Priya');
  if (send) await user.click(within(form).getByRole('button', { name: 'Submit Rating' }));
  return form;
}

describe('rating a route', () => {
  it('is open to visitors: stars and a name are required, then the rating is sent', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedOutHandler(),
      http.post('/api/routes/31/rate', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    serveRoutes();
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Rate Baggy Point circular' }));
    const form = await screen.findByRole('form', { name: 'Rate Baggy Point circular' });
    await user.click(within(form).getByRole('button', { name: 'Submit Rating' }));
    expect(await within(form).findByText('Please choose a star rating')).toBeInTheDocument();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Priya');
    await user.type(within(form).getByRole('textbox', { name: 'Comment (optional)' }), 'Lovely views');
    await user.click(within(form).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Rating submitted!')).toBeInTheDocument();
    expect(bodies).toEqual([
      { routeId: 31, rating: 4, comment: 'Lovely views', raterName: 'Priya', raterEmail: null },
    ]);
  });

  it("says 'Error' with the server's message when the rating is refused, keeping nothing on the phone", async () => {
    server.use(
      signedOutHandler(),
      http.post('/api/routes/31/rate', () => apiError(404, 'not_found', 'Walking route not found')),
    );
    serveRoutes();
    const { user } = renderTab();
    const form = await rateWalk(user);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Walking route not found')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Your name' })).toHaveValue('Priya');
    expect(await keptOnPhone()).toEqual([]);
  });

  it('keeps the rating on the phone when the server fails, and the card says it is waiting to send', async () => {
    server.use(
      signedOutHandler(),
      http.post('/api/routes/31/rate', () => new HttpResponse(null, { status: 500 })),
    );
    serveRoutes();
    const { user } = renderTab();
    await rateWalk(user);
    expect(await screen.findByText('Rating saved on your phone')).toBeInTheDocument();
    // The signal is not blamed for a server that failed.
    expect(
      screen.getByText('Saved on your phone — the server is busy, so it will try again by itself'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SAVED_ON_PHONE)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Your rating is waiting to send')).toBeInTheDocument();
    expect(await keptOnPhone()).toMatchObject([
      {
        kind: 'route-rating',
        label: 'Rating of “Baggy Point circular”',
        beachId: 7,
        url: '/api/routes/31/rate',
        userId: null,
        body: { routeId: 31, rating: 5, raterName: 'Priya' },
      },
    ]);
  });

  it('sends a rating whose answer was lost again with the same key when the signal returns', async () => {
    const keys: (string | null)[] = [];
    let loseAnswer = true;
    server.use(
      signedOutHandler(),
      http.post('/api/routes/31/rate', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return loseAnswer ? HttpResponse.error() : HttpResponse.json({}, { status: 201 });
      }),
    );
    serveRoutes();
    const { user } = renderTab();
    await rateWalk(user);
    expect(await screen.findByText('Rating saved on your phone')).toBeInTheDocument();
    expect(screen.getByText('Your rating is waiting to send')).toBeInTheDocument();

    loseAnswer = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('Your rating is waiting to send')).not.toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await keptOnPhone()).toEqual([]);
  });

  it('keeps one rating for a double tap on Submit', async () => {
    server.use(
      signedOutHandler(),
      http.post('/api/routes/31/rate', () => HttpResponse.error()),
    );
    serveRoutes();
    const { user } = renderTab();
    const form = await rateWalk(user, { send: false });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByText('Rating saved on your phone')).toBeInTheDocument();
    expect(screen.getByText('Your rating is waiting to send')).toBeInTheDocument();
    expect(await keptOnPhone()).toHaveLength(1);
  });
});

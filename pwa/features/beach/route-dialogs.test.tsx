import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, signedInHandler, signedOutHandler } from '../../testing/account-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';
import type { WalkingRoute } from './api/get-routes.ts';
import { DogWalksTab } from './dog-walks-tab.tsx';

afterEach(() => toaster.remove());

const beach = buildApiBeach({ id: 7, slug: 'croyde-beach', name: 'Croyde Bay' });
const ROUTE: WalkingRoute = {
  id: 31,
  beachId: 7,
  routeName: 'Baggy Point circular',
  description: 'Round the headland.',
  difficulty: 'moderate',
  estimatedDuration: 80,
  distanceKm: 4,
  startingPoint: 'NT car park',
  highlights: null,
  routeNotes: null,
  submittedBy: 'Sarah',
  averageRating: 4.5,
  totalRatings: 2,
  isApproved: true,
  createdAt: '2026-06-01T09:00:00.000Z',
};

const serveRoutes = () => server.use(http.get('/api/beaches/7/routes', () => HttpResponse.json([ROUTE])));

describe('submitting a route', () => {
  it("offers 'Login to Submit Route' to a visitor, back to this beach afterwards", async () => {
    server.use(signedOutHandler());
    serveRoutes();
    renderComponent(<DogWalksTab beach={beach} />);
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
    const { user } = renderComponent(<DogWalksTab beach={beach} />);
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

  it("says 'Error' with the server's message when the route is refused", async () => {
    server.use(
      signedInHandler(),
      http.post('/api/routes', () =>
        HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Too many submissions' } },
          { status: 429 },
        ),
      ),
    );
    serveRoutes();
    const { user } = renderComponent(<DogWalksTab beach={beach} />);
    await user.click(await screen.findByRole('button', { name: 'Submit Route' }));
    const form = await screen.findByRole('form', { name: 'Submit a dog walk' });
    for (const [name, value] of [
      ['Route name', 'Loop'],
      ['Starting point', 'Car park'],
      ['Duration (minutes)', '30'],
      ['Distance (km)', '2'],
      ['Description', 'Short loop.'],
    ] as const) {
      await user.type(within(form).getByRole('textbox', { name }), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Submit Route' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Too many submissions')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

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
    const { user } = renderComponent(<DogWalksTab beach={beach} />);
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

  it("says 'Error' with the fallback when the rating fails", async () => {
    server.use(
      signedOutHandler(),
      http.post('/api/routes/31/rate', () => new HttpResponse(null, { status: 500 })),
    );
    serveRoutes();
    const { user } = renderComponent(<DogWalksTab beach={beach} />);
    await user.click(await screen.findByRole('button', { name: 'Rate Baggy Point circular' }));
    const form = await screen.findByRole('form', { name: 'Rate Baggy Point circular' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Priya');
    await user.click(within(form).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Failed to submit rating')).toBeInTheDocument();
  });
});

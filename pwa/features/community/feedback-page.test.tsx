import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorDb } from '../../data/mirror/mirror-db.ts';
import { signedInHandler, signedOutHandler } from '../../testing/account-handlers.ts';
import { beachApiHandlers } from '../../testing/beach-api-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';

afterEach(() => toaster.remove());

const BEACHES = [
  buildApiBeach({
    id: 3,
    name: 'Croyde Beach',
    location: 'North Devon',
    totalReviews: 4,
    averageRating: 4.25,
  }),
  buildApiBeach({ id: 4, name: 'Lee Bay', location: 'North Devon', totalReviews: 0, averageRating: 0 }),
];

async function openFeedback(path = '/community/feedback') {
  server.use(
    signedInHandler(),
    ...beachApiHandlers(BEACHES),
    http.get('/api/my/feedback', () => HttpResponse.json([])),
    http.get('/api/my/photos', () => HttpResponse.json([])),
  );
  const user = userEvent.setup();
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Share Feedback' }, { timeout: 10_000 });
  await screen.findByRole('option', { name: 'Croyde Beach - North Devon ★4.3' });
  return { user, ...utils };
}

const content = () => screen.getByRole('textbox', { name: /Your feedback/ });
const submit = () => screen.getByRole('button', { name: /Submit Feedback|Submitting/ });

describe('/community/feedback', () => {
  it("shows 'Sign In Required' to a visitor, with sign-in at /api/login", async () => {
    server.use(signedOutHandler());
    renderRoute('/community/feedback');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In Required' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please sign in to share feedback and contribute to the community.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fcommunity%2Ffeedback',
    );
  });

  it('has every field of the spec, starting as a public general comment', async () => {
    await openFeedback();
    expect(screen.getByRole('heading', { level: 2, name: 'Help Improve Our Community' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('radio', { name: /General Comment/ })).toBeChecked();
    expect(screen.getByText('Share your thoughts, experiences, or positive feedback')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Suggestion for Improvement/ })).not.toBeChecked();
    expect(screen.getByText('Ideas to make the app better or add new features')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Report an Issue/ })).not.toBeChecked();
    expect(screen.getByText('Report incorrect information, bugs, or problems')).toBeInTheDocument();

    const beach = screen.getByRole('combobox', { name: 'Beach (optional)' });
    const options = within(beach)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'General feedback (not about one beach)',
      'Croyde Beach - North Devon ★4.3',
      'Lee Bay - North Devon',
    ]);
    expect(beach).toHaveValue('general');
    expect(screen.getByText('When to choose a specific beach')).toBeInTheDocument();
    expect(content()).toHaveAttribute('rows', '6');
    expect(screen.getByRole('radio', { name: 'Public - Other users can see this feedback' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Private - Only administrators can see this' }),
    ).not.toBeChecked();
    expect(screen.getByText('Feedback guidelines')).toBeInTheDocument();
    expect(screen.getByText('Keep comments respectful and family-friendly')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('pre-selects the beach when both beachId and beachName are given', async () => {
    await openFeedback('/community/feedback?beachId=4&beachName=Lee%20Bay');
    expect(screen.getByRole('combobox', { name: 'Beach (optional)' })).toHaveValue('4');
  });

  it("refuses blank content with 'Missing content' and sends nothing", async () => {
    let sent = 0;
    server.use(
      http.post('/api/feedback', () => {
        sent++;
        return HttpResponse.json({});
      }),
    );
    const { user } = await openFeedback();
    await user.type(content(), '   ');
    expect(submit()).toBeDisabled();
    fireEvent.submit(content().closest('form') as HTMLFormElement);
    expect(await screen.findByText('Missing content')).toBeInTheDocument();
    expect(screen.getByText('Please provide your feedback content.')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it("sends, reads 'Submitting...' meanwhile, then thanks the user and goes to /profile", async () => {
    const requests: Request[] = [];
    let release: () => void = () => {};
    server.use(
      http.post('/api/feedback', async ({ request }) => {
        requests.push(request.clone());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user, router } = await openFeedback();
    await user.click(screen.getByRole('radio', { name: /Report an Issue/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Beach (optional)' }), '3');
    await user.type(content(), '  The car park now closes at 6pm.  ');
    await user.click(screen.getByRole('radio', { name: 'Private - Only administrators can see this' }));
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.json()).toEqual({
      feedbackType: 'issue',
      content: 'The car park now closes at 6pm.',
      isPublic: false,
      beachId: 3,
    });
    expect(requests[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    release();
    expect(await screen.findByText('Feedback submitted!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your contribution to the community.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('sends no beachId for general feedback', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/feedback', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = await openFeedback();
    await user.type(content(), 'Love the guide');
    await user.click(submit());
    await waitFor(() =>
      expect(bodies).toEqual([{ feedbackType: 'comment', content: 'Love the guide', isPublic: true }]),
    );
  });

  it("keeps the content and stays when the server refuses it ('Submission failed'), leaving nothing queued", async () => {
    server.use(
      http.post('/api/feedback', () =>
        HttpResponse.json(
          { error: { code: 'validation_failed', message: 'Feedback must be at most 2000 characters' } },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await openFeedback();
    await user.type(content(), 'Keep me');
    await user.click(submit());
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect(screen.getByText('Feedback must be at most 2000 characters')).toBeInTheDocument();
    expect(content()).toHaveValue('Keep me');
    expect(router.state.location.pathname).toBe('/community/feedback');
    expect(await mirrorDb().outbox.count()).toBe(0);
  });

  it.each([
    ['there is no network', () => HttpResponse.error()],
    ['the server fails (500)', () => new HttpResponse(null, { status: 500 })],
  ])('keeps the feedback on the phone when %s, says why, and goes to /profile', async (why, answer) => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/feedback', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return answer();
      }),
    );
    const { user, router } = await openFeedback();
    await user.type(content(), 'Steps to the beach are closed');
    await user.click(submit());
    expect(await screen.findByText('Feedback saved on your phone')).toBeInTheDocument();
    // Signal is only blamed when it was missing: a server that failed will be tried again.
    expect(
      screen.getByText(
        why === 'there is no network'
          ? 'Saved on your phone — it will be sent when you have signal.'
          : 'Saved on your phone — the server is busy, so it will try again by itself.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const [kept] = await mirrorDb().outbox.toArray();
    expect(kept).toMatchObject({
      kind: 'feedback',
      state: 'pending',
      body: { feedbackType: 'comment', content: 'Steps to the beach are closed', isPublic: true },
    });
    expect(keys).toEqual([kept.id]);
  });

  it('sends one item however often the button is pressed', async () => {
    let sent = 0;
    server.use(
      http.post('/api/feedback', async () => {
        sent++;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = await openFeedback();
    await user.type(content(), 'Double tap');
    const button = submit();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Feedback submitted!')).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('Cancel returns to /profile', async () => {
    const { user, router } = await openFeedback();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

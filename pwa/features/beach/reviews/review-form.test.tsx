import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorDb } from '../../../data/mirror/mirror-db.ts';
import { SAVED_ON_PHONE } from '../../../data/outbox/outbox.ts';
import { apiError, buildUser, signedInHandler, signedOutHandler } from '../../../testing/account-handlers.ts';
import { buildApiBeach } from '../../../testing/factories.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { server } from '../../../testing/server.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { ReviewPrompt } from './review-prompt.tsx';
import { ReviewsSection } from './reviews-section.tsx';

const beach = buildApiBeach({ id: 7, slug: 'croyde-beach', name: 'Croyde Bay' });

afterEach(() => toaster.remove());

/** What the phone keeps in its outbox. */
const keptOnPhone = () => mirrorDb().outbox.toArray();

const MY_OLD_REVIEW = {
  id: 5,
  beachId: 7,
  rating: 3,
  reviewText: 'Busy in August.',
  reviewerName: 'Sam W.',
  visitDate: '2026-08-02',
  createdAt: '2026-08-03T00:00:00Z',
};

/** The review form and the beach's list of reviews, as the beach page shows them. */
async function openReviewForm({ mine = [] as unknown[] } = {}) {
  server.use(
    signedInHandler(),
    http.get('/api/my/reviews', () => HttpResponse.json(mine)),
    http.get('/api/beaches/7/reviews', () => HttpResponse.json(mine)),
  );
  const rendered = renderComponent(
    <>
      <ReviewsSection beach={beach} />
      <ReviewPrompt beach={beach} />
    </>,
  );
  const form = await screen.findByRole('form', { name: 'Review Croyde Bay' }, { timeout: 10_000 });
  await waitFor(() => expect(within(form).getByRole('button', { name: /Review$/ })).toBeEnabled());
  return { form, user: rendered.user };
}

async function writeReview(form: HTMLElement, user: Awaited<ReturnType<typeof openReviewForm>>['user']) {
  await user.click(within(form).getByRole('radio', { name: '5 stars' }));
  await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Loads of room to run.');
}

/** The beach's reviews (the form has no list). */
const reviewsList = () => screen.getByRole('list');

describe('the review form', () => {
  it('is not shown to visitors', async () => {
    server.use(signedOutHandler());
    const { container } = renderComponent(<ReviewPrompt beach={beach} />);
    await new Promise((r) => setTimeout(r, 200));
    expect(container).toBeEmptyDOMElement();
  });

  it('tells an unverified user to verify their email first', async () => {
    server.use(signedInHandler(buildUser({ emailVerified: false })));
    renderComponent(<ReviewPrompt beach={beach} />);
    expect(await screen.findByText(/Please verify your email to review beaches/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('checks stars and length, then posts a verified user’s first review once, with an Idempotency-Key', async () => {
    const requests: Request[] = [];
    server.use(
      http.post('/api/beaches/7/reviews', async ({ request }) => {
        requests.push(request.clone());
        return HttpResponse.json({ review: {}, beach: {} }, { status: 201 });
      }),
    );
    const { form, user } = await openReviewForm();
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByText('Review must be at least 10 characters')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), ' - loads of room to run.');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(await requests[0].json()).toEqual({
      rating: 5,
      reviewText: 'Too short - loads of room to run.',
      visitDate: null,
    });
    expect(requests[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await keptOnPhone()).toEqual([]);
    expect(screen.queryByText(SAVED_ON_PHONE)).not.toBeInTheDocument();
  });

  it('opens an existing review for editing and saves it with PUT', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put('/api/beaches/7/reviews', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ review: {}, beach: {} });
      }),
      http.post('/api/beaches/7/reviews', () => apiError(409, 'conflict', 'Already reviewed')),
    );
    const { form, user } = await openReviewForm({ mine: [MY_OLD_REVIEW] });
    // The form may show before the user's own reviews arrive; it fills in when they do.
    const text = await within(form).findByRole('textbox', { name: 'Your review' });
    await waitFor(() => expect(text).toHaveValue('Busy in August.'));
    expect(screen.getByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText('Review updated!')).toBeInTheDocument();
    expect(puts).toEqual([{ rating: 4, reviewText: 'Busy in August.', visitDate: '2026-08-02' }]);
  });

  it('with no signal, saves the review on the phone and lists it as the user’s, waiting to send', async () => {
    server.use(http.put('/api/beaches/7/reviews', () => HttpResponse.error()));
    const { form, user } = await openReviewForm({ mine: [MY_OLD_REVIEW] });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveValue('Busy in August.'),
    );
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Update Review' }));

    expect(await within(form).findByText(SAVED_ON_PHONE)).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    const [kept] = await keptOnPhone();
    expect(kept).toMatchObject({
      kind: 'review',
      label: 'Review of Croyde Bay',
      beachId: 7,
      method: 'PUT',
      url: '/api/beaches/7/reviews',
      body: { rating: 5, reviewText: 'Busy in August.', visitDate: '2026-08-02' },
    });
    // The waiting review takes the place of the one it replaces.
    const list = reviewsList();
    expect(await within(list).findByText('Waiting to send')).toBeInTheDocument();
    expect(within(list).getByText('Your review')).toBeInTheDocument();
    expect(within(list).queryByText('Sam W.')).not.toBeInTheDocument();
  });

  it('sends a review whose answer was lost again with the same Idempotency-Key, once the signal returns', async () => {
    const keys: (string | null)[] = [];
    let loseAnswer = true;
    server.use(
      http.post('/api/beaches/7/reviews', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (loseAnswer) return HttpResponse.error();
        return HttpResponse.json({ review: {}, beach: {} }, { status: 201 });
      }),
    );
    const { form, user } = await openReviewForm();
    await writeReview(form, user);
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByText(SAVED_ON_PHONE)).toBeInTheDocument();
    expect(await within(reviewsList()).findByText('Waiting to send')).toBeInTheDocument();

    loseAnswer = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await keptOnPhone()).toEqual([]);
  });

  it('shows the server’s refusal, keeps what was written and keeps nothing on the phone', async () => {
    server.use(
      http.post('/api/beaches/7/reviews', () =>
        apiError(400, 'validation_failed', 'Visit date cannot be in the future'),
      ),
    );
    const { form, user } = await openReviewForm();
    await writeReview(form, user);
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Visit date cannot be in the future')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveValue('Loads of room to run.');
    expect(await keptOnPhone()).toEqual([]);
    expect(within(form).getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it('keeps one review for a double tap on Submit', async () => {
    server.use(http.post('/api/beaches/7/reviews', () => HttpResponse.error()));
    const { form, user } = await openReviewForm();
    await writeReview(form, user);
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await within(form).findByText(SAVED_ON_PHONE)).toBeInTheDocument();
    expect(await keptOnPhone()).toHaveLength(1);
  });
});

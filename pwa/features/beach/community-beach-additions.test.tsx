import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, buildUser, signedInHandler, signedOutHandler } from '../../testing/account-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';
import { CommunityFeedback } from './community-feedback.tsx';
import { CommunityPhotos } from './community-photos.tsx';
import { CommunitySharePrompt } from './community-share-prompt.tsx';
import { ReviewPrompt } from './review-prompt.tsx';

afterEach(() => toaster.remove());

const beach = buildApiBeach({ id: 7, slug: 'croyde-beach', name: 'Croyde Bay' });
const serveCommunity = () =>
  server.use(
    http.get('/api/beaches/7/community-photos', () =>
      HttpResponse.json([
        {
          id: 1,
          beachId: 7,
          photoUrl: '/uploads/1.jpg',
          caption: 'Sunset',
          createdAt: '2026-06-01T00:00:00Z',
          authorName: 'Ann L.',
          isOwn: false,
          srcSet: { webp: '/uploads/1-600.webp 600w', jpeg: '/uploads/1-600.jpg 600w' },
        },
      ]),
    ),
    http.get('/api/beaches/7/feedback', () => HttpResponse.json([])),
  );

function renderCommunity() {
  serveCommunity();
  return renderComponent(
    <>
      <CommunitySharePrompt beach={beach} />
      <CommunityPhotos beach={beach} />
      <CommunityFeedback beach={beach} />
    </>,
  );
}

describe('beach page community additions', () => {
  it('shows visitors no share prompt and no photo or feedback buttons', async () => {
    server.use(signedOutHandler());
    renderCommunity();
    expect(await screen.findByRole('img', { name: 'Sunset' })).toHaveAttribute(
      'srcset',
      '/uploads/1-600.jpg 600w',
    );
    // Named as the server signs contributors: first name and initial.
    expect(screen.getByText(/Ann L\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading feedback')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: /Been to Croyde Bay/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Add Photos|Add Feedback|Upload Photos/ }),
    ).not.toBeInTheDocument();
  });

  it('gives signed-in users the share prompt and the buttons, with the beach pre-chosen', async () => {
    server.use(signedInHandler());
    renderCommunity();
    const prompt = await screen.findByRole('region', { name: 'Been to Croyde Bay with your dog?' });
    const query = 'beachId=7&beachName=Croyde+Bay';
    expect(within(prompt).getByRole('link', { name: 'Upload Photos' })).toHaveAttribute(
      'href',
      `/community/upload?${query}`,
    );
    expect(within(prompt).getByRole('link', { name: 'Share Feedback' })).toHaveAttribute(
      'href',
      `/community/feedback?${query}`,
    );
    expect(screen.getByRole('link', { name: 'Add Photos' })).toHaveAttribute(
      'href',
      `/community/upload?${query}`,
    );
    expect(screen.getByRole('link', { name: 'Add Feedback' })).toHaveAttribute(
      'href',
      `/community/feedback?${query}`,
    );
  });
});

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

  it('checks stars and length, then posts a verified user’s first review', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInHandler(),
      http.get('/api/my/reviews', () => HttpResponse.json([])),
      http.post('/api/beaches/7/reviews', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ review: {}, beach: {} }, { status: 201 });
      }),
    );
    const { user } = renderComponent(<ReviewPrompt beach={beach} />);
    const form = await screen.findByRole('form', { name: 'Review Croyde Bay' }, { timeout: 10_000 });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Submit Review' })).toBeEnabled());
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByText('Review must be at least 10 characters')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), ' - loads of room to run.');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
    expect(bodies).toEqual([{ rating: 5, reviewText: 'Too short - loads of room to run.', visitDate: null }]);
  });

  it('opens an existing review for editing and saves it with PUT', async () => {
    const puts: unknown[] = [];
    server.use(
      signedInHandler(),
      http.get('/api/my/reviews', () =>
        HttpResponse.json([
          {
            id: 5,
            beachId: 7,
            rating: 3,
            reviewText: 'Busy in August.',
            reviewerName: 'Sam W.',
            visitDate: '2026-08-02',
            createdAt: '2026-08-03T00:00:00Z',
          },
        ]),
      ),
      http.put('/api/beaches/7/reviews', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ review: {}, beach: {} });
      }),
      http.post('/api/beaches/7/reviews', () => apiError(409, 'conflict', 'Already reviewed')),
    );
    const { user } = renderComponent(<ReviewPrompt beach={beach} />);
    const form = await screen.findByRole('form', { name: 'Review Croyde Bay' }, { timeout: 10_000 });
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
});

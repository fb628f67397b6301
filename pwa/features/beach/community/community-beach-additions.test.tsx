import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInHandler, signedOutHandler } from '../../../testing/account-handlers.ts';
import { buildApiBeach } from '../../../testing/factories.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { server } from '../../../testing/server.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { CommunityFeedback } from './community-feedback.tsx';
import { CommunityPhotos } from './community-photos.tsx';
import { CommunitySharePrompt } from './community-share-prompt.tsx';

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
          isApproved: true,
          createdAt: '2026-06-01T00:00:00Z',
          beachName: 'Croyde Bay',
          authorName: 'Ann L.',
          variants: [],
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

  it('labels feedback by type as the profile does: "Suggestion", not "suggestion"', async () => {
    server.use(
      signedOutHandler(),
      http.get('/api/beaches/7/feedback', () =>
        HttpResponse.json([
          {
            id: 3,
            beachId: 7,
            feedbackType: 'suggestion',
            content: 'A water bowl by the car park, please',
            isPublic: true,
            createdAt: '2026-06-02T00:00:00Z',
            updatedAt: '2026-06-02T00:00:00Z',
            beachName: 'Croyde Bay',
            authorName: 'Ann L.',
            isOwn: false,
          },
        ]),
      ),
    );
    renderComponent(<CommunityFeedback beach={beach} />);
    const item = (await screen.findByText('A water bowl by the car park, please')).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText('Suggestion')).toBeInTheDocument();
  });
});

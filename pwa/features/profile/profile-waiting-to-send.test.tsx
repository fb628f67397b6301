import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, signedInHandler } from '../../testing/account-handlers.ts';
import {
  buildFeedbackWrite,
  buildPhotoWrite,
  busyServer,
  queueItem,
  settleOutbox,
  startRunner,
} from '../../testing/outbox-items.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

beforeEach(() =>
  server.use(
    busyServer,
    signedInHandler(buildUser({ id: 7 })),
    http.get('/api/my/feedback', () => HttpResponse.json([])),
    http.get('/api/my/photos', () => HttpResponse.json([])),
  ),
);
afterEach(settleOutbox);

async function openProfile() {
  const utils = renderRoute('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Sam Walker' }, { timeout: 10_000 });
  await startRunner(utils.queryClient);
  return utils;
}

describe('/profile: Waiting to send', () => {
  it('is not on the profile while nothing waits', async () => {
    await openProfile();
    expect(screen.getByRole('region', { name: 'My Feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting to send' })).not.toBeInTheDocument();
  });

  it("lists the user's waiting writes, and says which belong to another account", async () => {
    await queueItem(buildFeedbackWrite({ userId: 7 }), {
      state: 'needs-attention',
      attempts: 1,
      lastError: 'Content must be 10 to 2000 characters',
    });
    await queueItem(buildPhotoWrite({ label: '1 photo of Saunton', userId: 9 }));
    const { container } = await openProfile();

    const section = await screen.findByRole('region', { name: 'Waiting to send' });
    expect(container.querySelector('#waiting-to-send')).toContainElement(section);
    const refused = await within(section).findByRole('listitem', { name: 'Feedback for Croyde Bay' });
    expect(within(refused).getByText('Content must be 10 to 2000 characters')).toBeInTheDocument();
    // Account 9's photo: counted in one line, never shown, nothing to act on.
    expect(
      within(section).getByText(
        '1 item is waiting for another account on this phone — it will be sent when that account signs in again.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByText(/Saunton/)).not.toBeInTheDocument();
    // Someone is signed in: no way to sign in offered.
    expect(within(section).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("is on the profile when only another account's items wait, as one line", async () => {
    await queueItem(buildPhotoWrite({ label: '1 photo of Saunton', userId: 9 }));
    await openProfile();
    const section = await screen.findByRole('region', { name: 'Waiting to send' });
    expect(
      await within(section).findByText(
        '1 item is waiting for another account on this phone — it will be sent when that account signs in again.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});

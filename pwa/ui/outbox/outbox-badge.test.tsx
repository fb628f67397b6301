import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildFeedbackWrite,
  buildPhotoWrite,
  busyServer,
  queueItem,
  settleOutbox,
  startRunner,
} from '../../testing/outbox-items.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { OutboxBadge, outboxBadgeName } from './outbox-badge.tsx';

// Nobody is signed in: items made signed out (userId null) are the visitor's own; items of
// account 7 are someone else's, only counted.
beforeEach(() => server.use(busyServer));
afterEach(settleOutbox);

async function showBadge() {
  const utils = renderComponent(<OutboxBadge />);
  await startRunner(utils.queryClient);
  return utils;
}

describe('OutboxBadge', () => {
  it('is not there while nothing waits', async () => {
    await showBadge();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts the writes waiting on the phone', async () => {
    await queueItem(buildFeedbackWrite());
    await queueItem(buildFeedbackWrite({ label: 'Feedback for Saunton' }));
    await showBadge();
    const badge = await screen.findByRole('button', { name: '2 items waiting to send' });
    expect(badge).toHaveTextContent('2 waiting');
  });

  it('says when one needs attention, and the count is singular for one', async () => {
    await queueItem(buildFeedbackWrite(), { state: 'needs-attention', lastError: 'Too short' });
    await showBadge();
    expect(
      await screen.findByRole('button', { name: '1 item waiting to send, 1 needs attention' }),
    ).toBeInTheDocument();
  });

  it('opens the Waiting to send list and gives focus back when it closes', async () => {
    await queueItem(buildFeedbackWrite());
    const { user } = await showBadge();
    const badge = await screen.findByRole('button', { name: '1 item waiting to send' });
    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Waiting to send' });
    expect(
      await within(dialog).findByRole('listitem', { name: 'Feedback for Croyde Bay' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(badge).toHaveFocus();
  });

  it('goes once the last item is discarded, while the list says nothing waits', async () => {
    await queueItem(buildFeedbackWrite());
    const { user } = await showBadge();
    await user.click(await screen.findByRole('button', { name: '1 item waiting to send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiting to send' });
    await user.click(await within(dialog).findByRole('button', { name: 'Discard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(
      await within(dialog).findByText('Nothing waiting — everything you saved has been sent.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /waiting to send/ })).not.toBeInTheDocument();
  });

  it("shows another account's items only as a quiet count: no words of theirs, nothing to discard", async () => {
    await queueItem(buildFeedbackWrite({ userId: 7 }));
    await queueItem(buildPhotoWrite({ userId: 7 }));
    const { user } = await showBadge();
    const badge = await screen.findByRole('button', { name: '2 items waiting to send for another account' });
    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Waiting to send' });
    expect(
      await within(dialog).findByText(
        '2 items are waiting for another account on this phone — they will be sent when that account signs in again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Croyde/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });
});

describe('outboxBadgeName', () => {
  it('names the count and what needs attention, in the singular or plural', () => {
    expect(outboxBadgeName(1, 0)).toBe('1 item waiting to send');
    expect(outboxBadgeName(3, 2)).toBe('3 items waiting to send, 2 need attention');
    expect(outboxBadgeName(0, 0, 1)).toBe('1 item waiting to send for another account');
    expect(outboxBadgeName(2, 0, 5)).toBe('2 items waiting to send');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSyncStatus } from '../../data/mirror/sync-status.ts';
import { updateOutboxStatus } from '../../data/outbox/outbox-status.ts';
import { buildUser, signedInHandler } from '../../testing/account-handlers.ts';
import {
  buildFeedbackWrite,
  buildPhotoWrite,
  busyServer,
  outboxItems,
  queueItem,
  settleOutbox,
  startRunner,
} from '../../testing/outbox-items.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { WaitingList } from './waiting-list.tsx';

const AN_HOUR = 3_600_000;
const TOO_SHORT = 'Content must be 10 to 2000 characters';

// Nobody is signed in (the default handler): items made signed out are the visitor's, listed and
// sent; items of account 7 are someone else's, only counted (issue #28 §1).
beforeEach(() => server.use(busyServer));
afterEach(async () => {
  await settleOutbox();
  act(() => updateSyncStatus({ online: true }));
});

async function showList() {
  const utils = renderComponent(<WaitingList />);
  await startRunner(utils.queryClient);
  return utils;
}

const itemNamed = (label: string) => screen.findByRole('listitem', { name: label });

describe('Waiting to send list', () => {
  it('says when nothing waits', async () => {
    await showList();
    expect(
      await screen.findByText('Nothing waiting — everything you saved has been sent.'),
    ).toBeInTheDocument();
  });

  it('shows each item with its line of text, when it was saved, and its state in plain words', async () => {
    act(() => updateSyncStatus({ online: false }));
    await queueItem(buildFeedbackWrite(), { notBefore: Date.now() + AN_HOUR });
    await queueItem(buildFeedbackWrite({ label: 'Review of Woolacombe', userId: 7 }));
    await queueItem(buildFeedbackWrite({ label: 'Feedback for Saunton' }), {
      state: 'needs-attention',
      attempts: 1,
      lastError: TOO_SHORT,
    });
    await showList();

    const croyde = await itemNamed('Feedback for Croyde Bay');
    expect(within(croyde).getByText(buildFeedbackWrite().summary as string)).toBeInTheDocument();
    expect(within(croyde).getByText(/^Saved today at \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(croyde).getByText('Waiting for signal')).toBeInTheDocument();
    expect(within(croyde).getByRole('button', { name: 'Try again now' })).toBeInTheDocument();

    // Account 7's review: one line, none of its words, and a way to sign in as that account.
    expect(
      await screen.findByText(
        '1 item is waiting for another account on this phone — it will be sent when that account signs in again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Review of Woolacombe' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?returnTo=%2F');

    const saunton = await itemNamed('Feedback for Saunton');
    expect(within(saunton).getByText('Needs attention')).toBeInTheDocument();
    expect(within(saunton).getByText(TOO_SHORT)).toBeInTheDocument();
    expect(within(saunton).queryByRole('button', { name: 'Try again now' })).not.toBeInTheDocument();
    expect(within(saunton).getByRole('button', { name: 'Edit and resend' })).toBeInTheDocument();
  });

  it("shows the server's last answer while an item waits to try again", async () => {
    await queueItem(buildFeedbackWrite());
    await showList();
    const croyde = await itemNamed('Feedback for Croyde Bay');
    expect(await within(croyde).findByText('Last try: The server is busy')).toBeInTheDocument();
    expect(within(croyde).getByText('Will try again soon')).toBeInTheDocument();
  });

  it('shows how far an upload has got while it is sent', async () => {
    const photo = await queueItem(buildPhotoWrite({ userId: null }));
    await showList();
    const item = await itemNamed('1 photo of Croyde Bay');
    act(() => updateOutboxStatus({ progress: { [photo.id]: 0.42 } }));
    expect(within(item).getByText('Sending…')).toBeInTheDocument();
    expect(within(item).getByRole('progressbar', { name: 'Sending 1 photo of Croyde Bay' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  });

  it('shows a signed-in account only that items made signed out or by others wait, none of their words', async () => {
    // Someone is signed in now: the item made signed out waits for them to sign out.
    server.use(signedInHandler(buildUser({ id: 9, email: 'jo@example.com' })));
    await queueItem(buildFeedbackWrite(), { state: 'waiting-sign-in' });
    await queueItem(buildPhotoWrite({ userId: 7 }), { state: 'waiting-sign-in' });
    await queueItem(
      buildFeedbackWrite({ label: 'Feedback for Saunton', summary: 'Slippery steps', userId: 9 }),
      {
        notBefore: Date.now() + AN_HOUR,
      },
    );
    const { queryClient } = renderComponent(<WaitingList />);
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'user'])).toBeTruthy());
    await startRunner(queryClient);
    expect(await itemNamed('Feedback for Saunton')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 item is waiting for another account on this phone — it will be sent when that account signs in again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 item made while signed out is waiting on this phone — it will be sent after you sign out.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/Croyde/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('sends an item at once with Try again now', async () => {
    const seen: string[] = [];
    server.use(
      http.post('/api/feedback', ({ request }) => {
        seen.push(request.headers.get('Idempotency-Key') ?? '');
        return HttpResponse.json({ id: 41 }, { status: 201 });
      }),
    );
    const item = await queueItem(buildFeedbackWrite(), { notBefore: Date.now() + AN_HOUR });
    const { user } = await showList();
    const croyde = await itemNamed('Feedback for Croyde Bay');
    expect(seen).toEqual([]); // its backoff is not over
    await user.click(within(croyde).getByRole('button', { name: 'Try again now' }));
    expect(
      await screen.findByText('Nothing waiting — everything you saved has been sent.'),
    ).toBeInTheDocument();
    expect(seen).toEqual([item.id]);
    expect(await outboxItems()).toEqual([]);
  });

  it('discards an item only once the user confirms', async () => {
    await queueItem(buildFeedbackWrite(), { notBefore: Date.now() + AN_HOUR });
    await queueItem(buildFeedbackWrite({ label: 'Feedback for Saunton' }), {
      notBefore: Date.now() + AN_HOUR,
    });
    const { user } = await showList();
    const croyde = await itemNamed('Feedback for Croyde Bay');

    await user.click(within(croyde).getByRole('button', { name: 'Discard' }));
    const question = within(croyde).getByRole('group', { name: /Discard “Feedback for Croyde Bay”\?/ });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(await outboxItems()).toHaveLength(2);

    await user.click(within(croyde).getByRole('button', { name: 'Discard' }));
    await user.click(within(croyde).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Feedback for Croyde Bay' })).not.toBeInTheDocument(),
    );
    expect((await outboxItems()).map((item) => item.label)).toEqual(['Feedback for Saunton']);
  });

  it('edits a refused item and sends it again under a new key', async () => {
    const sent: { key: string | null; body: unknown }[] = [];
    server.use(
      http.post('/api/feedback', async ({ request }) => {
        sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return HttpResponse.json(
          { error: { code: 'unavailable', message: 'The server is busy' } },
          { status: 503, headers: { 'Retry-After': '3600' } },
        );
      }),
    );
    const refused = await queueItem(
      buildFeedbackWrite({ summary: 'Too short', body: { feedbackType: 'issue', content: 'Too short' } }),
      { state: 'needs-attention', attempts: 1, lastError: TOO_SHORT },
    );
    const { user } = await showList();
    const item = await itemNamed('Feedback for Croyde Bay');

    await user.click(within(item).getByRole('button', { name: 'Edit and resend' }));
    const feedback = within(item).getByRole('textbox', { name: 'Feedback' });
    expect(feedback).toHaveValue('Too short');
    await user.clear(feedback);
    await user.type(feedback, 'The steps down to the sand are closed.');
    await user.click(within(item).getByRole('button', { name: 'Resend' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const [kept] = await outboxItems();
    expect(kept.body).toEqual({ feedbackType: 'issue', content: 'The steps down to the sand are closed.' });
    expect(kept.summary).toBe('The steps down to the sand are closed.');
    expect(kept.id).not.toBe(refused.id);
    expect(sent[0]).toEqual({ key: kept.id, body: kept.body });
    const resent = await itemNamed('Feedback for Croyde Bay');
    expect(await within(resent).findByText('Will try again soon')).toBeInTheDocument();
    expect(within(resent).queryByText('Needs attention')).not.toBeInTheDocument();
  });

  it('offers no edit for a refused item without text, only discard', async () => {
    await queueItem(buildFeedbackWrite({ kind: 'photo-delete', label: 'Delete a photo', body: undefined }), {
      state: 'needs-attention',
      lastError: 'Photo not found',
    });
    await showList();
    const item = await itemNamed('Delete a photo');
    expect(within(item).queryByRole('button', { name: 'Edit and resend' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it("shows a queued photo from the phone's copy and lets it go when the list closes", async () => {
    const createObjectURL = vi.fn(() => 'blob:thumbnail');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    await queueItem(buildPhotoWrite({ userId: null }));
    const { unmount } = await showList();
    const item = await itemNamed('1 photo of Croyde Bay');
    expect(await within(item).findByRole('img', { name: 'Low tide, dogs welcome' })).toHaveAttribute(
      'src',
      'blob:thumbnail',
    );
    const [blob] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(2);
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:thumbnail');
    vi.unstubAllGlobals();
  });
});

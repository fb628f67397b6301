/**
 * "Move to another beach" (issue #28 §3) in the Waiting to send list: a feedback refused because
 * its beach was deleted goes to another beach, or as general feedback, with its words, once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beachApiHandlers } from '../../testing/beach-api-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import {
  buildFeedbackWrite,
  outboxItems,
  queueItem,
  settleOutbox,
  startRunner,
} from '../../testing/outbox-items.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { WaitingList } from './waiting-list.tsx';

const GONE = 912;
const CONTENT = 'The path down through the woods is blocked by a fallen tree.';
const saunton = buildApiBeach({ name: 'Saunton Sands', location: 'North Devon' });
const woolacombe = buildApiBeach({ name: 'Woolacombe Beach', location: 'North Devon' });

/** What reached the feedback endpoint: each request's key and body. */
let sent: { key: string | null; body: Record<string, unknown> }[] = [];
beforeEach(() => {
  sent = [];
  // The directory the dialog searches comes from the network here (no copy on this "phone").
  localStorage.removeItem('ddb.mirror');
  server.use(
    ...beachApiHandlers([saunton, woolacombe]),
    http.post('/api/feedback', async ({ request }) => {
      sent.push({
        key: request.headers.get('Idempotency-Key'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
});
afterEach(settleOutbox);

/** Made signed out (the visitor's own), refused because its beach was deleted while it waited. */
async function refusedForDeletedBeach() {
  const write = buildFeedbackWrite({
    label: 'Feedback for Wonwell Beach',
    beachId: GONE,
    summary: CONTENT,
    body: { feedbackType: 'issue', content: CONTENT, isPublic: true, beachId: GONE },
  });
  const refused = await queueItem(write, {
    state: 'needs-attention',
    attempts: 1,
    reachedAttempts: 1,
    lastError: 'Beach not found',
  });
  const utils = renderComponent(<WaitingList />);
  await startRunner(utils.queryClient);
  const item = await screen.findByRole('listitem', { name: 'Feedback for Wonwell Beach' });
  return { ...utils, refused, item };
}

describe('Move to another beach', () => {
  it('moves the words to the beach chosen and sends them once, under a new key', async () => {
    const { user, refused, item } = await refusedForDeletedBeach();
    // The same words to the same beach would only be refused again.
    expect(within(item).queryByRole('button', { name: 'Edit and resend' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Move to another beach' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move to another beach' });
    expect(within(dialog).getByText(CONTENT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose a beach' })).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search beaches' }), 'saun');
    await user.click(await within(dialog).findByRole('radio', { name: /Saunton Sands/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send to Saunton Sands' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      feedbackType: 'issue',
      content: CONTENT,
      isPublic: true,
      beachId: saunton.id,
    });
    expect(sent[0].key).not.toBe(refused.id);
    await waitFor(async () => expect(await outboxItems()).toEqual([]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends it as general feedback, with no beach', async () => {
    const { user, item } = await refusedForDeletedBeach();
    await user.click(within(item).getByRole('button', { name: 'Move to another beach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another beach' });
    await user.click(within(dialog).getByRole('radio', { name: /General feedback/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send as general feedback' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ feedbackType: 'issue', content: CONTENT, isPublic: true });
    await waitFor(async () => expect(await outboxItems()).toEqual([]));
  });

  it('keeps the item as it was when the dialog is cancelled', async () => {
    const { user, refused, item } = await refusedForDeletedBeach();
    await user.click(within(item).getByRole('button', { name: 'Move to another beach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another beach' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(await outboxItems()).toEqual([
      expect.objectContaining({ id: refused.id, state: 'needs-attention' }),
    ]);
  });
});

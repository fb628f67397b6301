import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorDb } from '../../data/mirror/mirror-db.ts';
import type { MyFeedback } from '../../data/queries/get-my-feedback.ts';
import type { MyPhoto } from '../../data/queries/get-my-photos.ts';
import { buildUser, signedInHandler, signedOutHandler } from '../../testing/account-handlers.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';

afterEach(() => toaster.remove());

const FEEDBACK: MyFeedback[] = [
  {
    id: 11,
    beachId: 3,
    beachName: 'Croyde Beach',
    feedbackType: 'issue',
    content: 'The dog ban now starts in April.',
    isPublic: true,
    createdAt: '2026-06-02T09:00:00.000Z',
    updatedAt: '2026-06-02T09:00:00.000Z',
    authorName: 'Sam W.',
    isOwn: true,
  },
  {
    id: 12,
    beachId: null,
    beachName: null,
    feedbackType: 'suggestion',
    content: 'Please add a filter for shade.',
    isPublic: false,
    createdAt: '2026-06-01T09:00:00.000Z',
    updatedAt: '2026-06-01T09:00:00.000Z',
    authorName: 'Sam W.',
    isOwn: true,
  },
];

const PHOTOS: MyPhoto[] = [
  {
    id: 21,
    beachId: 3,
    beachName: 'Croyde Beach',
    photoUrl: '/uploads/a.jpg',
    variants: [{ width: 600, height: 450, webp: '/uploads/a-600.webp', jpeg: '/uploads/a-600.jpg' }],
    srcSet: { webp: '/uploads/a-600.webp 600w', jpeg: '/uploads/a-600.jpg 600w' },
    caption: 'Low tide',
    isApproved: true,
    createdAt: '2026-06-03T09:00:00.000Z',
    authorName: 'Sam W.',
    isOwn: true,
  },
  {
    id: 22,
    beachId: 3,
    beachName: 'Croyde Beach',
    photoUrl: '/uploads/broken.jpg',
    // No stored widths: the API sends empty srcset strings.
    variants: [],
    srcSet: { webp: '', jpeg: '' },
    caption: 'Broken one',
    isApproved: true,
    createdAt: '2026-06-03T09:00:00.000Z',
    authorName: 'Sam W.',
    isOwn: true,
  },
];

async function openProfile() {
  const feedback = structuredClone(FEEDBACK);
  const photos = structuredClone(PHOTOS);
  server.use(
    signedInHandler(buildUser({ emailVerified: true })),
    http.get('/api/my/feedback', () => HttpResponse.json(feedback)),
    http.get('/api/my/photos', () => HttpResponse.json(photos)),
  );
  const user = userEvent.setup();
  const utils = renderRoute('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Sam Walker' }, { timeout: 10_000 });
  await screen.findByText('The dog ban now starts in April.');
  return { user, feedback, photos, ...utils };
}

const feedbackItem = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('/profile', () => {
  it('asks a visitor to sign in at /api/login', async () => {
    server.use(signedOutHandler());
    renderRoute('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In Required' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fprofile',
    );
  });

  it('shows who the user is, the ways to contribute, counts, feedback and photos', async () => {
    await openProfile();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByText('Joined Mar 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Photos' })).toHaveAttribute('href', '/community/upload');
    expect(screen.getByRole('link', { name: 'Share Feedback' })).toHaveAttribute(
      'href',
      '/community/feedback',
    );
    const photos = screen.getByRole('region', { name: 'My Photos' });
    expect(within(photos).getByRole('img', { name: 'Low tide' })).toHaveAttribute('src', '/uploads/a.jpg');
    expect(within(photos).getAllByRole('link', { name: 'Croyde Beach' })[0]).toHaveAttribute(
      'href',
      '/beach/3',
    );
    const lowTide = within(photos).getByRole('img', { name: 'Low tide' });
    expect(lowTide).toHaveAttribute('srcset', '/uploads/a-600.jpg 600w');
    expect(lowTide.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/uploads/a-600.webp 600w',
    );
    const mine = screen.getByRole('region', { name: 'My Feedback' });
    expect(within(mine).getByRole('heading', { name: 'Croyde Beach' })).toBeInTheDocument();
    expect(within(mine).getByRole('heading', { name: 'General feedback' })).toBeInTheDocument();
    expect(within(mine).getByText('Private')).toBeInTheDocument();
    expect(screen.getAllByText('2').length).toBeGreaterThanOrEqual(2);
  });

  it('hides a photo whose image is broken', async () => {
    await openProfile();
    const broken = screen.getByRole('img', { name: 'Broken one' });
    fireEvent.error(broken);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Broken one' })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Low tide' })).toBeInTheDocument();
  });

  it('edits feedback inline: Cancel keeps the old text, Save sends the new one', async () => {
    const puts: unknown[] = [];
    const { user, feedback } = await openProfile();
    server.use(
      http.put('/api/feedback/:id', async ({ request, params }) => {
        const body = (await request.json()) as { content: string };
        puts.push({ id: params.id, ...body });
        const item = feedback.find((f) => f.id === Number(params.id));
        if (item) item.content = body.content;
        return HttpResponse.json(item);
      }),
    );
    const item = feedbackItem('The dog ban now starts in April.');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const editor = within(item).getByRole('textbox', { name: 'Edit your feedback' });
    await user.clear(editor);
    await user.type(editor, 'Changed my mind');
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(within(item).getByText('The dog ban now starts in April.')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const again = within(item).getByRole('textbox', { name: 'Edit your feedback' });
    await user.clear(again);
    expect(within(item).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(again, 'The ban runs April to September.');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Feedback updated')).toBeInTheDocument();
    expect(await screen.findByText('The ban runs April to September.')).toBeInTheDocument();
    expect(puts).toEqual([{ id: '11', content: 'The ban runs April to September.' }]);
  });

  it("says 'Update failed' with the server's reason and keeps the editor open when it is refused", async () => {
    const { user } = await openProfile();
    server.use(
      http.put('/api/feedback/:id', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'Feedback not found' } }, { status: 404 }),
      ),
    );
    const item = feedbackItem('The dog ban now starts in April.');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    await user.type(within(item).getByRole('textbox'), ' Really.');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Feedback not found')).toBeInTheDocument();
    expect(within(item).getByRole('textbox')).toHaveValue('The dog ban now starts in April. Really.');
    expect(await mirrorDb().outbox.count()).toBe(0);
  });

  it('keeps an edit on the phone when the server is down, and shows it marked as waiting', async () => {
    const { user } = await openProfile();
    server.use(http.put('/api/feedback/:id', () => new HttpResponse(null, { status: 503 })));
    const item = feedbackItem('The dog ban now starts in April.');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    await user.type(within(item).getByRole('textbox'), ' Really.');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Edit saved on your phone')).toBeInTheDocument();
    expect(await within(item).findByText('Edit waiting to send')).toBeInTheDocument();
    expect(within(item).getByText('The dog ban now starts in April. Really.')).toBeInTheDocument();
    const [kept] = await mirrorDb().outbox.toArray();
    expect(kept).toMatchObject({
      kind: 'feedback-edit',
      method: 'PUT',
      url: '/api/feedback/11',
      body: { content: 'The dog ban now starts in April. Really.' },
    });
  });

  it('deletes feedback only after confirming', async () => {
    const deleted: string[] = [];
    const { user, feedback } = await openProfile();
    server.use(
      http.delete('/api/feedback/:id', ({ params }) => {
        deleted.push(String(params.id));
        feedback.splice(
          feedback.findIndex((f) => f.id === Number(params.id)),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const item = feedbackItem('Please add a filter for shade.');
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this feedback?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this feedback?' });
    await user.click(within(again).getByRole('button', { name: 'Delete feedback' }));
    expect(await screen.findByText('Feedback deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please add a filter for shade.')).not.toBeInTheDocument());
    expect(deleted).toEqual(['12']);
  });

  it("deletes a photo after confirming, or says 'Delete failed' with the server's reason", async () => {
    const { user } = await openProfile();
    server.use(
      http.delete('/api/community-photos/:id', () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'Not your photo' } }, { status: 403 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Delete photo "Low tide"' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Not your photo')).toBeInTheDocument();

    server.use(http.delete('/api/community-photos/:id', () => new HttpResponse(null, { status: 204 })));
    await user.click(await within(dialog).findByRole('button', { name: 'Delete photo' }));
    // The second try goes through the outbox again; on a loaded CI machine that took over 5 s.
    expect(await screen.findByText('Photo deleted', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('takes a photo off the profile at once when its deletion has to wait for signal', async () => {
    const { user } = await openProfile();
    server.use(http.delete('/api/community-photos/:id', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Delete photo "Low tide"' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Deletion saved on your phone')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete photo "Low tide"' })).not.toBeInTheDocument(),
    );
    expect((await mirrorDb().outbox.toArray()).map((item) => [item.kind, item.method])).toEqual([
      ['photo-delete', 'DELETE'],
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';
import type { ContactMessage } from './contact-message-dialog.tsx';
import ContactTab from './contact-tab.tsx';

afterEach(() => toaster.remove());

const message = (id: number, isRead: boolean): ContactMessage => ({
  id,
  name: `Sender ${id}`,
  email: `sender${id}@example.com`,
  subject: `Subject ${id}`,
  message: `The whole message number ${id}.`,
  isRead,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** The inbox API over an in-memory list, with the unread count and the read/unread filter. */
function inboxApi() {
  const rows = [message(2, false), message(1, true)];
  server.use(
    http.get('/api/admin/contact-messages', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'all';
      const items = rows.filter((m) => status === 'all' || m.isRead === (status === 'read'));
      return HttpResponse.json({
        items,
        total: items.length,
        page: 1,
        pageSize: 25,
        unread: rows.filter((m) => !m.isRead).length,
      });
    }),
    http.put('/api/admin/contact-messages/:id/:state', ({ params }) => {
      const row = rows.find((m) => m.id === Number(params.id)) as ContactMessage;
      row.isRead = params.state === 'read';
      return HttpResponse.json(row);
    }),
  );
}

describe('Contact inbox', () => {
  it('counts unread messages, opens one to read (marking it read) and marks it unread again', async () => {
    inboxApi();
    const { user } = renderComponent(<ContactTab />);
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const unread = screen.getByRole('button', { name: /^Unread: Subject 2/ });

    await user.click(unread);
    const dialog = await screen.findByRole('dialog', { name: 'Subject 2' });
    expect(within(dialog).getByText('The whole message number 2.')).toBeInTheDocument();
    expect(within(dialog).getByText(/From Sender 2 \(sender2@example.com\)/)).toBeInTheDocument();
    expect(await screen.findByText('0 unread')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Unread: Subject 2/ })).toBeInTheDocument();
  });

  it('filters to read messages', async () => {
    inboxApi();
    const { user } = renderComponent(<ContactTab />);
    await screen.findByText('Subject 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show messages' }), 'read');
    await waitFor(() => expect(screen.queryByText('Subject 2')).not.toBeInTheDocument());
    expect(screen.getByText('Subject 1')).toBeInTheDocument();
  });
});

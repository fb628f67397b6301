import { act, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated } from '../../../domain/calendar-feeds/calendar-feed-schema.ts';
import { signedInHandler, signedOutHandler } from '../../testing/account-handlers.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';

const TOKEN = 'a'.repeat(64);
const CREATED: CalendarFeedCreated = {
  url: `https://devondogbeaches.example/api/calendar/${TOKEN}.ics`,
  webcalUrl: `webcal://devondogbeaches.example/api/calendar/${TOKEN}.ics`,
  createdAt: '2026-11-27T12:00:00.000Z',
};

/** The server's table: whether an address exists, and what each write did. */
let exists = false;
const calls: string[] = [];
beforeEach(() => {
  exists = false;
  calls.length = 0;
  server.use(
    signedInHandler(),
    http.get('/api/my/calendar-feed', () =>
      HttpResponse.json({ exists, createdAt: exists ? '2026-11-20T09:00:00.000Z' : null }),
    ),
    http.post('/api/my/calendar-feed', () => {
      calls.push('POST');
      exists = true;
      return HttpResponse.json(CREATED, { status: 201 });
    }),
    http.delete('/api/my/calendar-feed', () => {
      calls.push('DELETE');
      exists = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  toaster.remove();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

async function axeViolations(root: Element) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('CalendarFeedPanel', () => {
  it('makes the address once and shows it with Copy, the webcal:// link and how to add it', async () => {
    const { user, container } = renderComponent(<CalendarFeedPanel />);
    await user.click(await screen.findByRole('button', { name: 'Create my calendar address' }));
    const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
    expect(address).toHaveValue(CREATED.url);
    expect(calls).toEqual(['POST']);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Subscribe on this device' })).toHaveAttribute(
      'href',
      CREATED.webcalUrl,
    );
    for (const calendar of ['Google Calendar:', 'Apple Calendar:', 'Outlook:'])
      expect(screen.getByText(calendar)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop this address' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says an address exists without showing it, and stops it after a confirm', async () => {
    exists = true;
    const { user, container } = renderComponent(<CalendarFeedPanel />);
    expect(await screen.findByText(/You have a private calendar address, made on 20 Nov 2026/)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Stop this address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop this calendar address?' });
    expect(dialog).toHaveTextContent('will not work again');
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Stop this address', hidden: false }));
    await waitFor(() => expect(calls).toEqual(['DELETE']));
    expect(await screen.findByRole('button', { name: 'Create my calendar address' })).toBeVisible();
  });

  it('keeps the address where it was when the confirm is cancelled', async () => {
    exists = true;
    const { user } = renderComponent(<CalendarFeedPanel />);
    await user.click(await screen.findByRole('button', { name: 'Stop this address' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('needs a connection to make or stop an address', async () => {
    exists = true;
    renderComponent(<CalendarFeedPanel />);
    await screen.findByRole('button', { name: 'Stop this address' });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('You are offline')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stop this address' })).toBeDisabled();
  });

  it('shows nothing to a visitor', async () => {
    server.use(signedOutHandler());
    const { container } = renderComponent(<CalendarFeedPanel />);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(calls).toEqual([]);
  });
});

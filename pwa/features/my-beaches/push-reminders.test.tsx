import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { PushReminders } from './push-reminders.tsx';

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example/send/phone-1';

/** A browser that can take push: a service worker whose PushManager remembers one subscription. */
function fakePushBrowser(permission: NotificationPermission = 'granted') {
  let current: PushSubscription | null = null;
  const made = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: KEY, auth: 'tBHItJI5svbpez7KI4CCXg' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: vi.fn(async () => {
      current = made;
      return made;
    }),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return pushManager;
}

const saved: unknown[] = [];
beforeEach(() => {
  saved.length = 0;
  server.use(
    http.get('/api/push/config', () => HttpResponse.json({ publicKey: KEY })),
    http.post('/api/my/push-subscriptions', async ({ request }) => {
      saved.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushReminders', () => {
  it('is not shown where the browser cannot take push', async () => {
    const { container } = renderComponent(<PushReminders />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('this phone');
  });

  it('is not shown when the server has no push key', async () => {
    fakePushBrowser();
    server.use(http.get('/api/push/config', () => HttpResponse.json({ error: {} }, { status: 404 })));
    const { container } = renderComponent(<PushReminders />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('this phone');
  });

  it('subscribes this phone with the server key from the keyboard, and tells the server', async () => {
    const pushManager = fakePushBrowser();
    const { user, container } = renderComponent(<PushReminders />);
    const toggle = await screen.findByRole('switch', { name: 'Also send reminders to this phone' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Reminders come by email only.')).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(saved).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: KEY, auth: 'tBHItJI5svbpez7KI4CCXg' } }]);
    expect(screen.getByText(/This phone gets a notification/)).toBeInTheDocument();
  });

  it('says how to allow notifications when they are blocked', async () => {
    fakePushBrowser('denied');
    const { user } = renderComponent(<PushReminders />);
    await user.click(await screen.findByRole('switch', { name: 'Also send reminders to this phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Notifications are blocked for this site/);
    expect(saved).toEqual([]);
  });
});

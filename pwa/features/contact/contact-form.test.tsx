import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorDb } from '../../data/mirror/mirror-db.ts';
import { SAVED_ON_PHONE } from '../../data/outbox/outbox.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';
import type { CaptchaWidgetProps } from './captcha-widget.tsx';

/** What the widget gives once solved: an ALTCHA payload whose challenge has 10 minutes left. */
const WIDGET_TOKEN = btoa(
  JSON.stringify({
    challenge: { parameters: { expiresAt: Math.floor(Date.now() / 1000) + 600 }, signature: 'x' },
    solution: { counter: 1, derivedKey: 'y' },
  }),
);

// jsdom cannot run the ALTCHA web component; this stand-in "solves" it on a click.
vi.mock('./captcha-widget.tsx', async () => {
  const { useState } = await import('react');
  return {
    CaptchaWidget({ onVerified }: CaptchaWidgetProps) {
      const [solved, setSolved] = useState(false);
      return solved ? (
        <p>Spam check passed</p>
      ) : (
        <button
          type="button"
          onClick={() => {
            setSolved(true);
            onVerified(WIDGET_TOKEN);
          }}
        >
          Solve spam check
        </button>
      );
    },
  };
});

// The toaster is a module singleton: start each test without last test's toasts; and online.
afterEach(async () => {
  toaster.remove();
  act(() => void window.dispatchEvent(new Event('online')));
  // A send still under way (solving a captcha) would put its message back after the setup's
  // clean-up, into the next test: empty the outbox and let that send end first.
  const { emptyOutbox } = await import('../../testing/outbox-items.ts');
  await emptyOutbox();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const keptOnPhone = () => mirrorDb().outbox.toArray();

async function openForm() {
  const user = userEvent.setup();
  renderRoute('/contact');
  // The page is a lazy route: the first import can take a while.
  await screen.findByRole('heading', { name: 'Get in touch', level: 1 }, { timeout: 10_000 });
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Sam Walker');
  await user.type(field('Email'), 'sam@example.com');
  await user.type(field('Subject'), 'Lee Bay');
  await user.type(field('Message'), 'Please add Lee Bay.');
}

const FIELDS = {
  name: 'Sam Walker',
  email: 'sam@example.com',
  subject: 'Lee Bay',
  message: 'Please add Lee Bay.',
};

/** Our challenge endpoint, with a cheap real challenge the phone can solve. */
const serveChallenges = () =>
  server.use(
    http.get('/api/contact/challenge', async () =>
      HttpResponse.json(
        await createChallenge({
          algorithm: 'PBKDF2/SHA-256',
          cost: 10,
          counter: 5,
          deriveKey,
          expiresAt: new Date(Date.now() + 600_000),
          hmacSignatureSecret: 'test-secret',
        }),
      ),
    ),
  );

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));

describe('contact form', () => {
  it('asks for the required fields before sending anything', async () => {
    const user = await openForm();
    await user.type(field('Subject'), 'Only a subject');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveFocus();
  });

  it('asks for the spam check once the fields are filled in', async () => {
    const user = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Please complete the CAPTCHA verification')).not.toHaveLength(0);
    expect(await keptOnPhone()).toEqual([]);
  });

  it('sends, shows Sending..., then thanks the visitor and resets the form and the captcha', async () => {
    let release: () => void = () => {};
    const requests: Request[] = [];
    server.use(
      http.post('/api/contact', async ({ request }) => {
        requests.push(request.clone());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: 'Message submitted successfully' }, { status: 201 });
      }),
    );
    const user = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Solve spam check' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0].json()).toEqual({ ...FIELDS, recaptchaToken: WIDGET_TOKEN });
    const [kept] = await keptOnPhone();
    expect(requests[0].headers.get('Idempotency-Key')).toBe(kept.id);
    release();

    expect(await screen.findByText('Message submitted successfully')).toBeInTheDocument();
    expect(screen.getByText('Thanks, your message is on its way')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Solve spam check' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(await keptOnPhone()).toEqual([]);
  });

  it('keeps what was typed when the message is refused, shows the server message and resets the captcha', async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json(
          { error: { code: 'captcha_failed', message: 'Please complete the CAPTCHA verification' } },
          { status: 400 },
        ),
      ),
    );
    const user = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Solve spam check' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Your message was not sent')).toBeInTheDocument();
    expect(screen.getAllByText(/Please complete the CAPTCHA verification/).length).toBeGreaterThan(0);
    expect(field('Name')).toHaveValue('Sam Walker');
    expect(field('Message')).toHaveValue('Please add Lee Bay.');
    expect(screen.getByRole('button', { name: 'Solve spam check' })).toBeInTheDocument();
    expect(await keptOnPhone()).toEqual([]);
  });

  it('with no signal, takes the message without a spam check and saves it on the phone', async () => {
    // The phone cannot fetch a challenge either: the message waits for signal.
    server.use(
      http.get('/api/contact/challenge', () => HttpResponse.error()),
      http.post('/api/contact', () => HttpResponse.error()),
    );
    const user = await openForm();
    goOffline();
    expect(await screen.findByText(/No signal: the spam check is done by your phone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solve spam check' })).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message saved on your phone')).toBeInTheDocument();
    expect(screen.getAllByText(SAVED_ON_PHONE).length).toBeGreaterThan(0);
    expect(screen.queryByText('Your message was not sent')).not.toBeInTheDocument();
    expect(field('Message')).toHaveValue('');
    const kept = await keptOnPhone();
    expect(kept).toMatchObject([
      { kind: 'contact', label: 'Message to Devon Dog Beaches', url: '/api/contact', body: FIELDS },
    ]);
    expect(kept[0].body).not.toHaveProperty('recaptchaToken');
  });

  it('sends a message kept offline with a captcha the phone solves, and a retry after a lost answer with the same key and a fresh solution', async () => {
    const sent: { key: string | null; token: string }[] = [];
    let loseAnswer = true;
    server.use(
      http.post('/api/contact', async ({ request }) => {
        const body = (await request.json()) as { recaptchaToken: string };
        sent.push({ key: request.headers.get('Idempotency-Key'), token: body.recaptchaToken });
        if (loseAnswer) return HttpResponse.error();
        return HttpResponse.json({ message: 'Message submitted successfully' }, { status: 201 });
      }),
    );
    serveChallenges();
    const user = await openForm();
    goOffline();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // Attempts solved a challenge and reached the server; their answers never came back.
    expect(await screen.findByText('Message saved on your phone')).toBeInTheDocument();
    expect(sent.length).toBeGreaterThanOrEqual(1);

    loseAnswer = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(async () => expect(await keptOnPhone()).toEqual([]));
    // Every attempt under the one key, each with a solution of its own (each is accepted once).
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map(({ key }) => key)).size).toBe(1);
    expect(new Set(sent.map(({ token }) => token)).size).toBe(sent.length);
    for (const { token } of sent) expect(JSON.parse(atob(token)).solution).toMatchObject({ counter: 5 });
  });

  it('keeps one message for a double tap on Send', async () => {
    server.use(
      http.get('/api/contact/challenge', () => HttpResponse.error()),
      http.post('/api/contact', () => HttpResponse.error()),
    );
    const user = await openForm();
    goOffline();
    await fillIn(user);
    const form = screen.getByRole('form', { name: 'Contact form' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByText('Message saved on your phone')).toBeInTheDocument();
    expect(await keptOnPhone()).toHaveLength(1);
  });
});

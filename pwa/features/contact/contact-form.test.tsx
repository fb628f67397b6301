import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';
import type { CaptchaWidgetProps } from './captcha-widget.tsx';

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
            onVerified('test-payload');
          }}
        >
          Solve spam check
        </button>
      );
    },
  };
});

// The toaster is a module singleton: start each test without last test's toasts.
afterEach(() => toaster.remove());

const field = (name: string) => screen.getByRole('textbox', { name });

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
    expect(await requests[0].json()).toEqual({
      name: 'Sam Walker',
      email: 'sam@example.com',
      subject: 'Lee Bay',
      message: 'Please add Lee Bay.',
      recaptchaToken: 'test-payload',
    });
    expect(requests[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    release();

    expect(await screen.findByText('Message submitted successfully')).toBeInTheDocument();
    expect(screen.getByText('Thanks, your message is on its way')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Solve spam check' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed when sending fails, shows the server message and resets the captcha', async () => {
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
  });

  it('shows the field messages of the server when it refuses a field the form let through', async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Some fields are not valid',
              fields: { email: ['Please enter a valid email address'] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Solve spam check' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

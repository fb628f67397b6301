import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, signedOutHandler } from '../../testing/account-handlers.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';

afterEach(() => toaster.remove());

async function open(path: string, heading: string) {
  server.use(signedOutHandler());
  const user = userEvent.setup();
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return { user, ...utils };
}

const password = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('/forgot-password', () => {
  it('asks for a valid email first', async () => {
    const { user } = await open('/forgot-password', 'Forgot your password?');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it("sends the request, shows 'Check your email', and Try Again brings the form back", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/request-password-reset', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = await open('/forgot-password', 'Forgot your password?');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Reset link sent')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(bodies).toEqual([{ email: 'sam@example.com' }]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it("shows 'Error' with the fallback text when the request fails without a message", async () => {
    server.use(http.post('/api/auth/request-password-reset', () => new HttpResponse(null, { status: 500 })));
    const { user } = await open('/forgot-password', 'Forgot your password?');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send reset email. Please try again.')).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it("without a token shows 'Invalid Reset Link' and a way to ask for a new one", async () => {
    await open('/reset-password', 'Invalid Reset Link');
    expect(
      screen.getByText('This password reset link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks both passwords before sending', async () => {
    const { user } = await open('/reset-password?token=abc', 'Choose a new password');
    await user.type(password('New password'), '123');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await user.clear(password('New password'));
    await user.type(password('New password'), 'secret1');
    await user.type(password('Confirm new password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it("sets the new password and shows 'Password Updated' with a link to sign in", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = await open('/reset-password?token=abc123', 'Choose a new password');
    await user.type(password('New password'), 'secret1');
    await user.type(password('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password Updated' })).toBeInTheDocument();
    expect(screen.getByText('Password reset successful')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(bodies).toEqual([{ token: 'abc123', password: 'secret1', confirmPassword: 'secret1' }]);
  });

  it("turns an expired token into 'Invalid Reset Link' after 'Reset failed'", async () => {
    server.use(
      http.post('/api/auth/reset-password', () =>
        apiError(400, 'invalid_token', 'This password reset link is invalid or has expired.'),
      ),
    );
    const { user } = await open('/reset-password?token=old', 'Choose a new password');
    await user.type(password('New password'), 'secret1');
    await user.type(password('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, buildUser, signedInHandler, signedOutHandler } from '../../testing/account-handlers.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';

afterEach(() => toaster.remove());

async function openAuth(path = '/auth?returnTo=%2Fterms') {
  server.use(signedOutHandler());
  const user = userEvent.setup();
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 10_000 });
  return { user, ...utils };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const password = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('/auth — Sign In', () => {
  it('shows the spec messages and sends nothing while the fields are wrong', async () => {
    let sent = 0;
    server.use(
      http.post('/api/auth/login', () => {
        sent++;
        return HttpResponse.json({});
      }),
    );
    const { user } = await openAuth();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(box('Email')).toHaveFocus();
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('signs in, welcomes the user back and returns to returnTo', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        requests.push(await request.json());
        server.use(signedInHandler());
        return HttpResponse.json({ requiresVerification: false, user: buildUser() });
      }),
    );
    const { user, router } = await openAuth();
    await user.type(box('Email'), ' sam@example.com ');
    await user.type(password('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully signed in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
    expect(requests).toEqual([{ email: 'sam@example.com', password: 'secret1' }]);
    expect(await screen.findByRole('button', { name: 'Account menu for Sam Walker' })).toHaveTextContent(
      'SW',
    );
  });

  it('tells an unverified user to check their email, and can resend the link', async () => {
    const resent: unknown[] = [];
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ requiresVerification: true, message: 'Please verify your email first.' }),
      ),
      http.post('/api/auth/resend-verification', async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, router } = await openAuth();
    await user.type(box('Email'), 'new@example.com');
    await user.type(password('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email verification required')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email and click the verification link before logging in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/auth');

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'new@example.com' }]);
  });

  it("shows 'Sign in failed' with the server's message", async () => {
    server.use(
      http.post('/api/auth/login', () => apiError(401, 'invalid_credentials', 'Invalid email or password')),
    );
    const { user } = await openAuth();
    await user.type(box('Email'), 'sam@example.com');
    await user.type(password('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(box('Email')).toHaveValue('sam@example.com');
  });

  it('links to forgot password, home and the beaches', async () => {
    await openAuth();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const nav = screen.getByRole('navigation', { name: 'Leave this page' });
    expect(within(nav).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Browse beaches' })).toHaveAttribute('href', '/beaches');
  });
});

describe('/auth — Sign Up', () => {
  async function openSignUp() {
    const utils = await openAuth();
    await utils.user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    return utils;
  }

  it('gives every spec message at once', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(box('First name')).toHaveFocus();
  });

  it('reports mismatched passwords on the confirmation', async () => {
    const { user } = await openSignUp();
    await user.type(password('Password'), 'secret1');
    await user.type(password('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(password('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers and asks the user to check their email, without signing in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { requiresVerification: true, message: 'Check your email to finish registering.' },
          { status: 201 },
        );
      }),
    );
    const { user, router } = await openSignUp();
    await user.type(box('First name'), 'Sam');
    await user.type(box('Last name'), 'Walker');
    await user.type(box('Email'), 'sam@example.com');
    await user.type(password('Password'), 'secret1');
    await user.type(password('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Check your email!')).toBeInTheDocument();
    expect(
      screen.getByText("We've sent you a verification link to complete your registration."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        email: 'sam@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
        firstName: 'Sam',
        lastName: 'Walker',
      },
    ]);
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows 'Registration failed' with the server's message and its field messages", async () => {
    server.use(
      http.post('/api/auth/register', () =>
        apiError(400, 'validation_failed', 'Some fields are not valid', { email: ['Invalid email address'] }),
      ),
    );
    const { user } = await openSignUp();
    await user.type(box('First name'), 'Sam');
    await user.type(box('Last name'), 'Walker');
    await user.type(box('Email'), 'sam@example.com');
    await user.type(password('Password'), 'secret1');
    await user.type(password('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid')).toBeInTheDocument();
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

it('sends a signed-in user straight on to returnTo', async () => {
  server.use(signedInHandler());
  const { router } = renderRoute('/auth?returnTo=%2Fprivacy');
  await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'), { timeout: 10_000 });
});

it("shows why a provider sign-in failed (the server's ?error=)", async () => {
  server.use(signedOutHandler());
  renderRoute('/auth?error=Signing%20in%20with%20your%20provider%20failed.');
  expect(
    await screen.findByText('Signing in with your provider failed.', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
});

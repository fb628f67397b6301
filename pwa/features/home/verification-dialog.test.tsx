import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, signedInHandler, signedOutHandler } from '../../testing/account-handlers.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import VerificationDialog from './verification-dialog.tsx';

const open = (path: string) => renderComponent(<VerificationDialog />, path);
const success = () => screen.findByRole('dialog', { name: 'Email Verified Successfully!' });
const failure = () => screen.findByRole('dialog', { name: 'Verification Failed' });

describe('the email verification dialog', () => {
  it('welcomes the signed-in user by their own name, not one from the address bar', async () => {
    server.use(signedInHandler(buildUser({ firstName: 'Sam' })));
    const { router } = open('/?verified=true&firstName=Mallory&email=evil%40example.com');
    const dialog = await success();
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Welcome, Sam! Your email address is verified. You can now upload photos, leave reviews and use community features.',
      ),
    );
    expect(dialog).not.toHaveTextContent('Mallory');
    expect(dialog).not.toHaveTextContent('evil@example.com');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says another account's address was verified and who is still signed in", async () => {
    server.use(signedInHandler(buildUser({ firstName: 'Alice', lastName: 'Ames' })));
    open('/?verified=true&otherAccount=1');
    const dialog = await success();
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'That address is now verified. You are still signed in as Alice Ames.',
      ),
    );
  });

  it('asks a visitor who is not signed in to sign in, since the link signs nobody in', async () => {
    server.use(signedOutHandler());
    open('/?verified=true&email=someone%40example.com');
    const dialog = await success();
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Email verified — sign in with your email and password to upload photos, leave reviews and use community features.',
      ),
    );
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(dialog).not.toHaveTextContent('someone@example.com');
  });

  it.each([
    ['invalid_or_expired', 'This verification link is invalid or has expired. Please request a new one.'],
    ['missing_token', 'This verification link is incomplete.'],
  ])('explains the error code %s in our own words', async (code, message) => {
    open(`/?verified=false&error=${code}`);
    expect(await failure()).toHaveTextContent(message);
  });

  it('never shows text from the address bar: an unknown error gets our generic message', async () => {
    const planted = 'Your account is locked. Call +44 1234 567890 to unlock it';
    open(`/?verified=false&error=${encodeURIComponent(planted)}`);
    const dialog = await failure();
    expect(dialog).toHaveTextContent('We could not verify your email.');
    expect(dialog).not.toHaveTextContent('locked');
  });

  it.each(['constructor', 'toString', '__proto__'])(
    'treats error=%s as unknown, not as a property',
    async (code) => {
      open(`/?verified=false&error=${code}`);
      expect(await failure()).toHaveTextContent('We could not verify your email.');
    },
  );
});

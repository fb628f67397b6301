/**
 * The result of following an email-verification link (spec §4): the home page reads verified,
 * error and otherAccount, shows the dialog, and removes them from the address bar. The link
 * starts no session (it proves the mailbox, not who opened it), so a signed-out visitor is
 * asked to sign in.
 *
 * Anyone can send a visitor to `/?verified=false&error=<anything>`, so the address bar only
 * chooses among our own sentences: errors are codes, and the name shown is the signed-in user's
 * own, from /api/auth/user, never a name or address taken from the URL.
 */
import { Button, Dialog, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { type AuthUser, useCurrentUser } from '../../data/queries/current-user.ts';
import { DialogFrame } from '../../ui/dialog-frame.tsx';

/** The codes the API redirects with (api/routes/auth/auth.ts), in our words. */
const FAILURES: Record<string, string> = {
  invalid_or_expired: 'This verification link is invalid or has expired. Please request a new one.',
  missing_token:
    'This verification link is incomplete. Please open the whole link from your email, or request a new one.',
};
const UNKNOWN_FAILURE =
  'We could not verify your email. Please try the link again, or contact support if it keeps failing.';
/** Own keys only: `error=constructor` must not reach Object.prototype. */
const failureText = (code: string | null) =>
  code && Object.hasOwn(FAILURES, code) ? FAILURES[code] : UNKNOWN_FAILURE;
const COMMUNITY = 'You can now upload photos, leave reviews and use community features.';
const SIGN_IN =
  'Email verified — sign in with your email and password to upload photos, leave reviews and use community features.';

/** Query parameters the dialog reads; older links also carried firstName and email, ignored now. */
const PARAMS = ['verified', 'error', 'otherAccount', 'firstName', 'email'];

type Result = { verified: true; otherAccount: boolean } | { verified: false; error: string };

const nameOf = (user: AuthUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

function successText(otherAccount: boolean, user: AuthUser | null | undefined): string {
  if (otherAccount) {
    return user
      ? `That address is now verified. You are still signed in as ${nameOf(user)}.`
      : 'That address is now verified.';
  }
  if (user === null) return SIGN_IN;
  const welcome = user?.firstName ? `Welcome, ${user.firstName}! ` : '';
  return `${welcome}Your email address is verified. ${COMMUNITY}`;
}

export default function VerificationDialog() {
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<Result | null>(null);
  const user = useCurrentUser().data;
  const signInNext = result?.verified === true && !result.otherAccount && user === null;

  useEffect(() => {
    const verified = params.get('verified');
    if (verified !== 'true' && verified !== 'false') return;
    setResult(
      verified === 'true'
        ? { verified: true, otherAccount: params.get('otherAccount') === '1' }
        : { verified: false, error: failureText(params.get('error')) },
    );
    const rest = new URLSearchParams(params);
    for (const key of PARAMS) rest.delete(key);
    setParams(rest, { replace: true });
  }, [params, setParams]);

  return (
    <DialogFrame
      open={result !== null}
      onClose={() => setResult(null)}
      placement="center"
      title={result?.verified ? 'Email Verified Successfully!' : 'Verification Failed'}
      contentProps={{ mx: '4' }}
      footer={
        signInNext ? (
          <Button asChild colorPalette="sea">
            <RouterLink to="/auth">Sign In</RouterLink>
          </Button>
        ) : (
          <Dialog.ActionTrigger asChild>
            <Button colorPalette="sea">Continue</Button>
          </Dialog.ActionTrigger>
        )
      }
    >
      <Text>
        {result?.verified ? successText(result.otherAccount, user) : (result?.error ?? UNKNOWN_FAILURE)}
      </Text>
    </DialogFrame>
  );
}

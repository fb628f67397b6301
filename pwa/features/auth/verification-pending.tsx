/**
 * After registering, or signing in before verifying: the account exists but is not signed in
 * until the emailed link is followed (spec §4). Offers a fresh link in case the first is lost.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { serverMessageOr } from '../../data/http/server-errors.ts';
import { useResendVerification } from '../../data/writes/resend-verification.ts';
import { notify } from '../../ui/toaster.tsx';
import { StatusIcon } from './status-icon.tsx';

export function VerificationPending({ email, onBack }: { email: string; onBack: () => void }) {
  const resend = useResendVerification();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had focus; move it to the news so screen readers hear it.
  useEffect(() => heading.current?.focus(), []);

  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: () => notify('Verification email sent', `We've sent a new link to ${email}.`),
      onError: (error) =>
        notify(
          'Error',
          serverMessageOr(error, 'Failed to send the verification email. Please try again.'),
          'destructive',
        ),
    });

  return (
    <Stack gap="5" align="center" textAlign="center" py="2">
      <StatusIcon />
      <Stack gap="2">
        <Heading as="h2" size="xl" color="sea.900" ref={heading} tabIndex={-1} _focus={{ outline: 'none' }}>
          Check your email
        </Heading>
        <Text color="gray.700">
          We've sent a verification link to <strong>{email}</strong>. Click it to confirm your address, then
          sign in to upload photos, leave reviews and share your dog walks.
        </Text>
        <Text fontSize="sm" color="gray.600">
          The link works for 24 hours. Can't find it? Look in your spam folder.
        </Text>
      </Stack>
      <Stack w="full" gap="3">
        <Button colorPalette="sea" variant="outline" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend verification email'}
        </Button>
        <Button variant="ghost" colorPalette="sea" onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    </Stack>
  );
}

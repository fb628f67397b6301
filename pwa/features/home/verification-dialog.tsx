/**
 * The result of following an email-verification link (spec §4): the home page reads
 * verified, firstName, email and error, shows the dialog, and removes them from the address bar.
 */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

interface Result {
  verified: boolean;
  firstName?: string;
  email?: string;
  error?: string;
}

export default function VerificationDialog() {
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const verified = params.get('verified');
    if (verified !== 'true' && verified !== 'false') return;
    setResult({
      verified: verified === 'true',
      firstName: params.get('firstName') ?? undefined,
      email: params.get('email') ?? undefined,
      error: params.get('error') ?? undefined,
    });
    const rest = new URLSearchParams(params);
    for (const key of ['verified', 'firstName', 'email', 'error']) rest.delete(key);
    setParams(rest, { replace: true });
  }, [params, setParams]);

  return (
    <Dialog.Root open={result !== null} onOpenChange={(e) => !e.open && setResult(null)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {result?.verified ? 'Email Verified Successfully!' : 'Verification Failed'}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {result?.verified ? (
                <Text>
                  {result.firstName ? `Welcome, ${result.firstName}! ` : ''}
                  {result.email ? `${result.email} is verified. ` : 'Your email is verified. '}
                  You can now upload photos, leave reviews and use community features.
                </Text>
              ) : (
                <Text>
                  {result?.error ||
                    'We could not verify your email. Please try the link again, or contact support if it keeps failing.'}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="sea">Continue</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface ContactOutcomeProps {
  kind: 'success' | 'error';
  /** For an error: why it failed (the server's message). */
  detail?: string;
}

/** The panel above the form after a send, so the result stays visible after the toast goes. */
export function ContactOutcome({ kind, detail }: ContactOutcomeProps) {
  const success = kind === 'success';
  const ref = useRef<HTMLDivElement>(null);
  // The send button is at the foot of a long form: bring the result into view (below the sticky header).
  // (Block body: recent Chromium returns a Promise from scrollIntoView, which React would call as a cleanup.)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Alert.Root
      ref={ref}
      status={success ? 'success' : 'error'}
      variant="subtle"
      rounded="lg"
      alignItems="start"
      scrollMarginTop="28"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="semibold">
          {success ? 'Thanks, your message is on its way' : 'Your message was not sent'}
        </Alert.Title>
        {success ? (
          <Alert.Description>
            We usually reply within 24 hours, Monday to Friday. You can send another message below.
          </Alert.Description>
        ) : (
          <>
            <Alert.Description>{detail}</Alert.Description>
            <Alert.Description>
              What you wrote is still in the form: tick the spam check again and resend.
            </Alert.Description>
          </>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

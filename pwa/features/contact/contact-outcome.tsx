import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface ContactOutcomeProps {
  /** 'queued': kept on the phone, to be sent when there is signal (not an error). */
  kind: 'success' | 'queued' | 'error';
  /** For an error: why it failed (the server's message). */
  detail?: string;
  /** For 'queued': why it stays on the phone (data/outbox/outbox.ts savedOnPhone). */
  title?: string;
}

const STATUS = { success: 'success', queued: 'info', error: 'error' } as const;

const TITLE = {
  success: 'Thanks, your message is on its way',
  queued: 'Saved on your phone',
  error: 'Your message was not sent',
} as const;

/** The panel above the form after a send, so the result stays visible after the toast goes. */
export function ContactOutcome({ kind, detail, title }: ContactOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The send button is at the foot of a long form: bring the result into view (below the sticky header).
  // (Block body: recent Chromium returns a Promise from scrollIntoView, which React would call as a cleanup.)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Alert.Root
      ref={ref}
      status={STATUS[kind]}
      variant="subtle"
      rounded="lg"
      alignItems="start"
      scrollMarginTop="28"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="semibold">{title ?? TITLE[kind]}</Alert.Title>
        {kind === 'success' && (
          <Alert.Description>
            We usually reply within 24 hours, Monday to Friday. You can send another message below.
          </Alert.Description>
        )}
        {kind === 'queued' && (
          <Alert.Description>
            Your message is kept on this phone, even if you close the app, and its spam check is done when it
            is sent. You can write another below.
          </Alert.Description>
        )}
        {kind === 'error' && (
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

/**
 * The ALTCHA proof-of-work checkbox, loaded on demand. It reports the payload to send as
 * recaptchaToken once solved, and null when that payload is no longer good (expired, error).
 * When it cannot work (its code or a challenge cannot be fetched) it says so through
 * `onUnavailable`: the message is then sent without a solution and the phone solves one when it
 * sends it. To reset it, remount it (a new `key`). Tests replace this module: jsdom cannot run
 * the widget.
 */
import { Box, Skeleton, Text } from '@chakra-ui/react';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';

export interface CaptchaWidgetProps {
  onVerified: (payload: string) => void;
  onCleared: () => void;
  onUnavailable?: () => void;
}

type LoadState = 'loading' | 'ready' | 'failed';

// MIT licensed, so the "Protected by ALTCHA" footer may be hidden; the logo stays.
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

export function CaptchaWidget({ onVerified, onCleared, onUnavailable }: CaptchaWidgetProps) {
  const [load, setLoad] = useState<LoadState>('loading');
  const widgetRef = useRef<HTMLElement>(null);
  const callbacks = useRef({ onVerified, onCleared, onUnavailable });
  callbacks.current = { onVerified, onCleared, onUnavailable };

  useEffect(() => {
    let live = true;
    import('./altcha-setup.ts').then(
      () => live && setLoad('ready'),
      () => {
        if (!live) return;
        setLoad('failed');
        callbacks.current.onUnavailable?.();
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (load !== 'ready' || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (state === 'verified' && payload) callbacks.current.onVerified(payload);
      else callbacks.current.onCleared();
      // Most often the challenge could not be fetched (no signal after all).
      if (state === 'error') callbacks.current.onUnavailable?.();
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [load]);

  if (load === 'failed') {
    return (
      <Text color="red.700" fontSize="sm">
        The spam check could not load. You can still send your message: your phone does the check when it
        sends it.
      </Text>
    );
  }
  if (load === 'loading') return <Skeleton height="62px" rounded="lg" aria-hidden />;
  return (
    <Box>
      <altcha-widget
        ref={widgetRef}
        challenge="/api/contact/challenge"
        configuration={WIDGET_CONFIGURATION}
        name="altcha"
        type="checkbox"
      />
    </Box>
  );
}

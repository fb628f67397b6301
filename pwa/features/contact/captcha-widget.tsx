/**
 * The ALTCHA proof-of-work checkbox, loaded on demand. It reports the payload to send as
 * recaptchaToken once solved, and null when that payload is no longer good (expired, error).
 * To reset it, remount it (a new `key`). Tests replace this module: jsdom cannot run the widget.
 */
import { Box, Skeleton, Text } from '@chakra-ui/react';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';

export interface CaptchaWidgetProps {
  onVerified: (payload: string) => void;
  onCleared: () => void;
}

type LoadState = 'loading' | 'ready' | 'failed';

// MIT licensed, so the "Protected by ALTCHA" footer may be hidden; the logo stays.
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

export function CaptchaWidget({ onVerified, onCleared }: CaptchaWidgetProps) {
  const [load, setLoad] = useState<LoadState>('loading');
  const widgetRef = useRef<HTMLElement>(null);
  const callbacks = useRef({ onVerified, onCleared });
  callbacks.current = { onVerified, onCleared };

  useEffect(() => {
    let live = true;
    import('./altcha-setup.ts').then(
      () => live && setLoad('ready'),
      () => live && setLoad('failed'),
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
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [load]);

  if (load === 'failed') {
    return (
      <Text color="red.700" fontSize="sm">
        The spam check could not load. Check your connection and reload the page.
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

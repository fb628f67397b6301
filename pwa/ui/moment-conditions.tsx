/**
 * The tide and daylight on a beach card at a planned moment (issue #31 item 2): "Tide rising,
 * 3.2 m · daylight". Shown only when a moment is chosen, so the plain listing stays as light as
 * it was. The tide is predicted on the phone, as the beach's tide card does, by the predictor's
 * own chunk; the line's code loads with it, and only for cards that come near the screen. Until
 * then, and on the server, the line holds its height, so nothing moves when it arrives.
 */
import { Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { MomentConditionsBeach } from './moment-conditions-line.tsx';
import { WhenNearViewport } from './when-near-viewport.tsx';

const MomentConditionsLine = lazy(() => import('./moment-conditions-line.tsx'));

const LINE_HEIGHT = '1.25rem';

const waiting = (
  <Text fontSize="sm" lineHeight={LINE_HEIGHT} color="gray.600">
    Working out the tide…
  </Text>
);

export function MomentConditions({ beach, at }: { beach: MomentConditionsBeach; at: Date }) {
  return (
    <WhenNearViewport minH={LINE_HEIGHT}>
      <Suspense fallback={waiting}>
        <MomentConditionsLine beach={beach} at={at} />
      </Suspense>
    </WhenNearViewport>
  );
}

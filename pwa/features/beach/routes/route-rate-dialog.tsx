/**
 * Rating a dog walk (spec §5 "Route rating form"). Open to everyone: the interface puts no
 * sign-in gate on it (spec §6); a signed-in user's name and email are filled in.
 */
import { Button, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { WalkingRoute } from '../../../data/queries/get-routes.ts';
import { Glyph } from '../../../ui/glyph.tsx';

const RouteRateForm = lazy(() => import('./route-rate-form.tsx').then((m) => ({ default: m.RouteRateForm })));

export function RouteRateDialog({ route }: { route: WalkingRoute }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" colorPalette="sea" aria-label={`Rate ${route.routeName}`}>
          <Glyph name="star" /> Rate this route
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded={{ sm: 'xl' }}>
            <Dialog.Header>
              <Dialog.Title>Rate {route.routeName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Suspense fallback={<Spinner color="sea.600" aria-label="Loading the form" />}>
                <RouteRateForm route={route} onDone={() => setOpen(false)} />
              </Suspense>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

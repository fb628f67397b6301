/**
 * Rating a dog walk (spec §5 "Route rating form"). Open to everyone: the interface puts no
 * sign-in gate on it (spec §6); a signed-in user's name and email are filled in.
 */
import { Button, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { WalkingRoute } from '../../../data/queries/get-routes.ts';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';
import { Glyph } from '../../../ui/glyph.tsx';

const RouteRateForm = lazy(() => import('./route-rate-form.tsx').then((m) => ({ default: m.RouteRateForm })));

export function RouteRateDialog({ route }: { route: WalkingRoute }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      trigger={
        <Button size="xs" variant="outline" colorPalette="sea" aria-label={`Rate ${route.routeName}`}>
          <Glyph name="star" /> Rate this route
        </Button>
      }
      title={<>Rate {route.routeName}</>}
      contentProps={{ rounded: { sm: 'xl' } }}
    >
      <Suspense fallback={<Spinner color="sea.600" aria-label="Loading the form" />}>
        <RouteRateForm route={route} onDone={() => setOpen(false)} />
      </Suspense>
    </DialogFrame>
  );
}

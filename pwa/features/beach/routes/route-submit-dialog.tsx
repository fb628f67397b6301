/**
 * Submitting a dog walk (spec §5 "Route form", §6): signed-out visitors see 'Login to Submit
 * Route' (to /auth and back); signed-in users get the form in a dialog. A route waits for an
 * admin's approval before it is listed.
 */
import { Button, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { useCurrentUser } from '../../../data/queries/current-user.ts';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';
import { Glyph } from '../../../ui/glyph.tsx';

// The form brings the schema library; load it when the dialog first opens, not with the page.
const RouteSubmitForm = lazy(() =>
  import('./route-submit-form.tsx').then((m) => ({ default: m.RouteSubmitForm })),
);

export function RouteSubmitDialog({ beach }: { beach: Beach }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);

  if (!user.data) {
    return (
      <Button asChild size="sm" variant="outline" colorPalette="sea">
        <RouterLink to={`/auth?returnTo=${encodeURIComponent(`/beach/${beach.slug}`)}`}>
          Login to Submit Route
        </RouterLink>
      </Button>
    );
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      trigger={
        <Button size="sm" colorPalette="sea">
          <Glyph name="route" /> Submit Route
        </Button>
      }
      title={<>Submit a dog walk from {beach.name}</>}
      contentProps={{ rounded: { md: 'xl' } }}
    >
      <Suspense fallback={<Spinner color="sea.600" aria-label="Loading the form" />}>
        <RouteSubmitForm beach={beach} user={user.data} onDone={() => setOpen(false)} />
      </Suspense>
    </DialogFrame>
  );
}

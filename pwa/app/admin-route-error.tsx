/**
 * The /admin/* route's error page. The admin code is not kept on the phone (it is left out of the
 * service worker's precache), so opening the admin area offline fails to load it: that is said
 * plainly rather than as a crash. Kept tiny: it is part of every page's router.
 */
import { Alert, Container } from '@chakra-ui/react';
import { RouteErrorPage } from './route-error-page.tsx';

export function AdminNeedsConnection() {
  return (
    <Container maxW="xl" py="16">
      <Alert.Root status="warning" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title as="h1">The admin area needs a connection</Alert.Title>
          <Alert.Description>
            It is never kept on this device. Try again when you have a signal; the public beach pages keep
            working offline meanwhile.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}

export function AdminRouteError() {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return <AdminNeedsConnection />;
  return <RouteErrorPage />;
}

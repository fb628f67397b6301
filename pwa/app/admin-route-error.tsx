/**
 * The /admin/* route's error page. The admin code is not kept on the phone (it is left out of the
 * service worker's precache), so opening the admin area offline fails to load it: that is said
 * plainly rather than as a crash. Kept tiny: it is part of every page's router.
 */
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { RouteErrorPage } from './route-error-page.tsx';

export function AdminNeedsConnection() {
  // Plain heading and text (what RouteErrorPage already uses): no component public pages would not load.
  return (
    <Container maxW="xl" py="16">
      <Stack
        gap="3"
        role="status"
        bg="orange.50"
        borderWidth="1px"
        borderColor="orange.300"
        rounded="lg"
        p="5"
      >
        <Heading as="h1" size="lg">
          The admin area needs a connection
        </Heading>
        <Text color="gray.800">
          It is never kept on this device. Try again when you have a signal; the public beach pages keep
          working offline meanwhile.
        </Text>
      </Stack>
    </Container>
  );
}

export function AdminRouteError() {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return <AdminNeedsConnection />;
  return <RouteErrorPage />;
}

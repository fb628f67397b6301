import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (e.g. its code chunk could not be fetched). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Container maxW="3xl" py="24">
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text>This page could not be shown. {detail}</Text>
        <Button colorPalette="sea" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Stack>
    </Container>
  );
}

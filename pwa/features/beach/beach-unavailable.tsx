/**
 * The beach page when its beach could not be read: not a missing beach (BeachNotFound), but no
 * answer. With no network and a copy saved on the phone that lacks this beach, that is what it
 * says — "check your connection" would send someone with no signal to fix the wrong thing.
 */
import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageHead } from '../../ui/page-head.tsx';

export function BeachUnavailable({
  notInSavedCopy,
  onRetry,
}: {
  /** The request found no network and the phone's saved copy does not hold this beach. */
  notInSavedCopy: boolean;
  onRetry: () => void;
}) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <PageHead title={notInSavedCopy ? 'Beach not saved on this phone' : 'Beach unavailable'} noindex />
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl" color="sea.900">
          {notInSavedCopy ? 'This beach is not in your saved copy' : "We couldn't load this beach"}
        </Heading>
        {notInSavedCopy ? (
          <Text color="gray.700">
            The beaches saved on this phone for use with no signal do not include this one: it may have been
            added, renamed or removed since your copy was last brought up to date. Open it again when you have
            signal.
          </Text>
        ) : (
          <Text color="gray.700">Check your connection and try again.</Text>
        )}
        <HStack gap="3" wrap="wrap">
          {notInSavedCopy && (
            <Button asChild colorPalette="sea">
              <RouterLink to="/beaches">Browse saved beaches</RouterLink>
            </Button>
          )}
          <Button colorPalette="sea" variant={notInSavedCopy ? 'outline' : 'solid'} onClick={onRetry}>
            Try again
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}

/**
 * What the account-only pages show a visitor (spec §2 "Profile", "Feedback screen"): 'Sign In
 * Required' with a button to the provider sign-in address, which comes back here afterwards.
 */
import { Button, Card, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { Glyph } from './glyph.tsx';
import { PageHead } from './page-head.tsx';

export function SignInRequired({ message }: { message: string }) {
  const location = useLocation();
  const returnTo = encodeURIComponent(location.pathname + location.search);
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }}>
      <PageHead title="Sign In Required" noindex />
      <Card.Root
        variant="outline"
        bg="white"
        rounded="2xl"
        borderColor="sand.200"
        shadow="md"
        textAlign="center"
      >
        <Card.Body gap="5" p={{ base: '6', md: '10' }} alignItems="center">
          <Flex boxSize="14" rounded="full" bg="sea.100" color="sea.700" align="center" justify="center">
            <Glyph name="lock" boxSize="7" />
          </Flex>
          <Heading as="h1" size="2xl" color="sea.900">
            Sign In Required
          </Heading>
          <Text color="gray.700">{message}</Text>
          {/* A full page load: /api/login is the server's sign-in address, not a screen of this app. */}
          <Button asChild colorPalette="sea" size="lg" w={{ base: 'full', sm: 'auto' }} px="10">
            <a href={`/api/login?returnTo=${returnTo}`}>Sign In</a>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

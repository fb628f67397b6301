import { Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Glyph } from '../../ui/glyph.tsx';
import { PageHead } from '../../ui/page-head.tsx';

/** Spec §8: the detail page's failure state when the API has no such beach. */
export function BeachNotFound() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <PageHead title="Beach Not Found" noindex />
      <Stack gap="5" align="start">
        <Flex boxSize="14" rounded="full" bg="sea.50" color="sea.700" align="center" justify="center">
          <Glyph name="mapPin" boxSize="7" />
        </Flex>
        <Heading as="h1" size="3xl" color="sea.900">
          Beach Not Found
        </Heading>
        <Text fontSize="lg" color="gray.700">
          The beach you're looking for doesn't exist.
        </Text>
        <Button asChild colorPalette="sea">
          <RouterLink to="/beaches">
            <Glyph name="arrowLeft" /> Back to beaches
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

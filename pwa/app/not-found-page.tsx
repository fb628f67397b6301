import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageHead } from '../ui/page-head.tsx';

export default function NotFoundPage() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <PageHead title="404 - Page Not Found" noindex />
      <Stack gap="5" align="start">
        <Heading as="h1" size="3xl" color="sea.800">
          404 - Page Not Found
        </Heading>
        <Text fontSize="lg" color="gray.700">
          We couldn't find that page. It may have moved, or the link may be mistyped.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="sea">
            <RouterLink to="/">Go to the home page</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/beaches">Browse beaches</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../domain/beach.ts';
import { useRoutes } from './api/get-routes.ts';
import { CardState } from './card-state.tsx';
import { RouteCard } from './route-card.tsx';
import { SectionCard } from './section-card.tsx';

/**
 * Walking routes from the beach. Submitting and rating need an account (a later issue); until
 * then signed-out visitors get the spec's 'Login to Submit Route' link to /auth.
 */
export function DogWalksTab({ beach }: { beach: Beach }) {
  const routes = useRoutes(beach.id);
  const returnTo = encodeURIComponent(`/beach/${beach.slug}`);
  const submit = (
    <Button asChild size="sm" variant="outline" colorPalette="sea">
      <RouterLink to={`/auth?returnTo=${returnTo}`}>Login to Submit Route</RouterLink>
    </Button>
  );
  return (
    <SectionCard title="Dog walks" icon="route" action={submit}>
      <Stack gap="4">
        <Text fontSize="sm" color="gray.700">
          Walks from {beach.name} shared by other dog owners. Sign in to submit a route.
        </Text>
        {routes.isPending ? (
          <CardState kind="loading" message="Loading dog walks" />
        ) : routes.isError ? (
          <CardState kind="error" message="Unable to load dog walks" />
        ) : routes.data.length === 0 ? (
          <Flex direction="column" gap="1">
            <CardState kind="empty" message="No dog walks yet" />
          </Flex>
        ) : (
          <Stack as="ul" gap="3" m="0" p="0">
            {routes.data.map((route) => (
              <RouteCard key={route.id} route={route} />
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

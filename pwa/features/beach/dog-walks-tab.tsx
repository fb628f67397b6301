import { Flex, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beach.ts';
import { useRoutes } from './api/get-routes.ts';
import { CardState } from './card-state.tsx';
import { RouteCard } from './route-card.tsx';
import { RouteRateDialog } from './route-rate-dialog.tsx';
import { RouteSubmitDialog } from './route-submit-dialog.tsx';
import { SectionCard } from './section-card.tsx';

/**
 * Walking routes from the beach, with the submit dialog (signed-out visitors get the spec's
 * 'Login to Submit Route' link to /auth) and a rate dialog on each route, open to everyone.
 */
export function DogWalksTab({ beach }: { beach: Beach }) {
  const routes = useRoutes(beach.id);
  return (
    <SectionCard title="Dog walks" icon="route" action={<RouteSubmitDialog beach={beach} />}>
      <Stack gap="4">
        <Text fontSize="sm" color="gray.700">
          Walks from {beach.name} shared by other dog owners. Know a good one? Submit it for review.
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
              <RouteCard key={route.id} route={route} action={<RouteRateDialog route={route} />} />
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

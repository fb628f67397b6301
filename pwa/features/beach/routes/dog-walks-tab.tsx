import { Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { useRoutes } from '../../../data/queries/get-routes.ts';
import { ratedRouteId } from '../../../data/writes/route-rate.ts';
import { CardState } from '../card-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useWaitingWrites } from '../use-waiting-writes.ts';
import { RouteCard } from './route-card.tsx';
import { RouteRateDialog } from './route-rate-dialog.tsx';
import { RouteSubmitDialog } from './route-submit-dialog.tsx';
import { WaitingWalk } from './waiting-walk.tsx';

/**
 * Walking routes from the beach, with the submit dialog (signed-out visitors get the spec's
 * 'Login to Submit Route' link to /auth) and a rate dialog on each route, open to everyone.
 * Walks and ratings the user made that are still on the phone show at once, marked as waiting.
 */
export function DogWalksTab({ beach }: { beach: Beach }) {
  const routes = useRoutes(beach.id);
  const waitingWalks = useWaitingWrites('route', beach.id);
  const waitingRatings = useWaitingWrites('route-rating', beach.id);
  return (
    <SectionCard title="Dog walks" icon="route" action={<RouteSubmitDialog beach={beach} />}>
      <Stack gap="4">
        {routes.data && routes.data.length > 0 && (
          <Text fontSize="sm" color="gray.700">
            Walks from {beach.name} shared by other dog owners. Know a good one? Submit it for review.
          </Text>
        )}
        {waitingWalks.map((item) => (
          <WaitingWalk key={item.id} item={item} />
        ))}
        {routes.isPending ? (
          <CardState kind="loading" message="Loading dog walks" />
        ) : routes.isError ? (
          <CardState kind="error" message="Unable to load dog walks" />
        ) : routes.data.length === 0 ? (
          <CardState
            kind="empty"
            message={`Nobody has shared a walk from ${beach.name} yet. Know a good one? Submit it: once we have checked it, it is listed here.`}
          />
        ) : (
          <Stack as="ul" gap="3" m="0" p="0">
            {routes.data.map((route) => (
              <RouteCard
                key={route.id}
                route={route}
                waitingRating={waitingRatings.findLast((item) => ratedRouteId(item) === route.id)}
                action={<RouteRateDialog route={route} />}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

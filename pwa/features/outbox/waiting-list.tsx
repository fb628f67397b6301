/**
 * Every write still on this phone, oldest first (issue #10 "Waiting to send"): in the header's
 * dialog and on the profile. Signed out with items that wait for an account, it says so first.
 */
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useOutboxItems, useOutboxStatus } from '../../offline/use-outbox.ts';
import { WaitingItem } from './waiting-item.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function SignInToSend({ count }: { count: number }) {
  const location = useLocation();
  // Already on the sign-in page: keep where it was going to return to (no nested returnTo).
  const onSignIn = location.pathname === '/auth';
  const returnTo = encodeURIComponent(location.pathname + location.search + location.hash);
  const to = onSignIn ? `/auth${location.search}` : `/auth?returnTo=${returnTo}`;
  return (
    <HStack
      justify="space-between"
      gap="3"
      wrap="wrap"
      p="3"
      rounded="lg"
      bg="purple.50"
      borderWidth="1px"
      borderColor="purple.200"
    >
      <Text fontSize="sm" fontWeight="medium" color="gray.900">
        Sign in to send {plural(count, 'waiting item', 'waiting items')}
      </Text>
      <Button asChild size="sm" colorPalette="sea">
        <RouterLink to={to}>Sign In</RouterLink>
      </Button>
    </HStack>
  );
}

export function WaitingList() {
  const { items, loaded } = useOutboxItems();
  const { waitingForAccount } = useOutboxStatus();
  const user = useCurrentUser();
  // undefined: not known yet (offline before the first answer).
  const signedInId = user.data ? user.data.id : user.isSuccess ? null : undefined;

  if (!loaded) {
    return (
      <Stack gap="3" role="status">
        <Text srOnly>Loading what is waiting to send…</Text>
        <Skeleton h="20" rounded="xl" />
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Text py="6" px="4" rounded="xl" bg="sand.50" textAlign="center" color="gray.700">
        Nothing waiting — everything you saved has been sent.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      {waitingForAccount > 0 && !user.data && !user.isPending && <SignInToSend count={waitingForAccount} />}
      <Stack as="ul" gap="3" m="0" p="0">
        {items.map((item) => (
          <WaitingItem key={item.id} item={item} signedInId={signedInId} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The writes still on this phone that are the viewer's, oldest first (issue #10 "Waiting to
 * send"): in the header's dialog and on the profile. Items of another account (or, signed in,
 * made while signed out) are only counted, in one line above them (issue #28 §1).
 */
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useOutboxItems, useOutboxStatus } from '../../data/outbox/outbox.ts';
import { useCurrentUser } from '../../data/queries/current-user.ts';
import { OthersWaitingNote } from './others-waiting-note.tsx';
import { WaitingItem } from './waiting-item.tsx';

export function WaitingList() {
  const { items, loaded } = useOutboxItems();
  const { otherAccounts, madeSignedOut } = useOutboxStatus();
  const user = useCurrentUser();
  // undefined: not known yet (offline before the first answer).
  const signedInId = user.data ? user.data.id : user.isSuccess ? null : undefined;
  const signedIn = Boolean(user.data);
  const othersShown = otherAccounts > 0 || (signedIn && madeSignedOut > 0);

  if (!loaded || user.isPending) {
    return (
      <Stack gap="3" role="status">
        <Text srOnly>Loading what is waiting to send…</Text>
        <Skeleton h="20" rounded="xl" />
      </Stack>
    );
  }
  if (items.length === 0 && !othersShown) {
    return (
      <Text py="6" px="4" rounded="xl" bg="sand.50" textAlign="center" color="gray.700">
        Nothing waiting — everything you saved has been sent.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <OthersWaitingNote otherAccounts={otherAccounts} madeSignedOut={madeSignedOut} signedIn={signedIn} />
      {items.length > 0 && (
        <Stack as="ul" gap="3" m="0" p="0">
          {items.map((item) => (
            <WaitingItem key={item.id} item={item} signedInId={signedInId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

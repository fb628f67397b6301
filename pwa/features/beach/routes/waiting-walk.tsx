import { Alert } from '@chakra-ui/react';
import { type OutboxItemSummary, savedOnPhone } from '../../../data/outbox/outbox.ts';
import { waitingRouteName } from '../../../data/writes/route-submit.ts';

/** A walk the user submitted that is still on the phone (or that the server refused). */
export function WaitingWalk({ item }: { item: OutboxItemSummary }) {
  const name = waitingRouteName(item);
  if (item.state === 'needs-attention') {
    return (
      <Alert.Root status="warning" variant="subtle" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your walk “{name}” was not sent</Alert.Title>
          <Alert.Description>
            {item.lastError ?? 'The server refused it'} — see Waiting to send on your profile.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info" variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your walk “{name}” — waiting to send (it is checked before it appears)</Alert.Title>
        <Alert.Description>{savedOnPhone(item)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

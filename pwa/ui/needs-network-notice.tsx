/**
 * Said plainly on a page that cannot work without a connection (signing in, the contact form,
 * sending photos or feedback) while the phone has none, instead of a form that fails on submit.
 */
import { Alert } from '@chakra-ui/react';
import { useSyncStatus } from '../data/mirror/use-sync-status.ts';

export function NeedsNetworkNotice({ action }: { action: string }) {
  const { online } = useSyncStatus();
  if (online) return null;
  return (
    <Alert.Root status="warning" variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You are offline</Alert.Title>
        <Alert.Description>
          {action} needs a connection. Try again when you have a signal; the beach pages, tides and maps keep
          working meanwhile.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

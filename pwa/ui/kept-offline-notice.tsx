/**
 * Said on a form that works offline (feedback, photos, reviews, walks, messages) while the phone
 * has no connection: what is sent is kept on the phone and goes when there is a signal.
 */
import { Alert } from '@chakra-ui/react';
import { useSyncStatus } from '../data/mirror/use-sync-status.ts';

export function KeptOfflineNotice({ what }: { what: string }) {
  const { online } = useSyncStatus();
  if (online) return null;
  return (
    <Alert.Root status="info" variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You are offline — you can still send {what}</Alert.Title>
        <Alert.Description>
          It is saved on your phone and sent when you have signal, even if you close the app. You can see it
          under “Waiting to send” until then.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

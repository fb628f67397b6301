import { Alert } from '@chakra-ui/react';
import { SAVED_ON_PHONE } from '../../offline/use-outbox.ts';

/** Said calmly, not as an error, when a write stays on the phone for want of a signal. */
export function SavedOnPhoneNotice({ detail }: { detail?: string }) {
  return (
    <Alert.Root status="info" variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{SAVED_ON_PHONE}</Alert.Title>
        {detail && <Alert.Description>{detail}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

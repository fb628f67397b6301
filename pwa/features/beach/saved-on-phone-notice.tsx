import { Alert } from '@chakra-ui/react';

/** Said calmly, not as an error, when a write stays on the phone (`words`: why, outbox.ts savedOnPhone). */
export function SavedOnPhoneNotice({ words, detail }: { words: string; detail?: string }) {
  return (
    <Alert.Root status="info" variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{words}</Alert.Title>
        {detail && <Alert.Description>{detail}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

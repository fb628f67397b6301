/**
 * "Discard it?" in place of the item's buttons: inside the Waiting to send dialog a second
 * dialog on top would be one layer too many on a phone. Focus starts on Keep, the safe choice.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';

export function DiscardConfirm({
  label,
  busy,
  onConfirm,
  onCancel,
}: {
  label: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  useEffect(() => keep.current?.focus(), []);

  return (
    <Stack
      role="group"
      aria-labelledby={questionId}
      gap="2"
      p="3"
      rounded="lg"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.200"
    >
      <Text id={questionId} fontSize="sm" color="gray.900">
        Discard “{label}”? It has not reached the server, so it will be lost.
      </Text>
      <HStack gap="2" justify="end" wrap="wrap">
        <Button ref={keep} size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          Keep it
        </Button>
        <Button size="sm" colorPalette="red" onClick={onConfirm} disabled={busy}>
          {busy ? 'Discarding…' : 'Discard'}
        </Button>
      </HStack>
    </Stack>
  );
}

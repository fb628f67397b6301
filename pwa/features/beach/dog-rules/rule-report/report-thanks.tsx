/** After a report: thanks, what happens next, and whether it is still waiting for signal. */
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { Delivery } from './report-form.tsx';

const THANK_YOU =
  "Thank you — an admin will check it against the sign. We'll email you if it changes the rule.";

export function ReportThanks({ delivery, onDone }: { delivery: Delivery; onDone: () => void }) {
  return (
    <Stack gap="4">
      <Text color="gray.900" role="status">
        {THANK_YOU}
      </Text>
      {delivery.status === 'queued' && (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{delivery.why}.</Alert.Title>
        </Alert.Root>
      )}
      <Button colorPalette="sea" alignSelf="start" onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}

import { Badge } from '@chakra-ui/react';
import type { OutboxItemSummary } from '../../offline/outbox-runner.ts';

/** "Waiting to send" on something still on the phone; "Not sent" once the server refused it. */
export function WaitingBadge({ item }: { item: Pick<OutboxItemSummary, 'state'> }) {
  const refused = item.state === 'needs-attention';
  return (
    <Badge colorPalette={refused ? 'red' : 'orange'} variant="subtle">
      {refused ? 'Not sent' : 'Waiting to send'}
    </Badge>
  );
}

/** An item's state in the plain words the "Waiting to send" list uses. */
import type { OutboxItemSummary } from '../../offline/outbox-runner.ts';

export interface StateWords {
  words: string;
  palette: 'gray' | 'sea' | 'purple' | 'red';
  /** A second line when the words alone would leave the user guessing. */
  note?: string;
}

export function describeState(
  item: Pick<OutboxItemSummary, 'state' | 'userId' | 'attempts'>,
  { online, signedInId }: { online: boolean; signedInId: number | null },
): StateWords {
  switch (item.state) {
    case 'sending':
      return { words: 'Sending…', palette: 'sea' };
    case 'pending':
      // Online and already tried: the server (not the signal) said "later".
      return online && item.attempts > 0
        ? { words: 'Will try again soon', palette: 'gray' }
        : { words: 'Waiting for signal', palette: 'gray' };
    case 'waiting-sign-in':
      if (item.userId === null)
        return {
          words: 'Made while signed out',
          palette: 'purple',
          note: 'It is sent when you are signed out.',
        };
      if (signedInId !== null && signedInId !== item.userId)
        return {
          words: 'Sign in to send',
          palette: 'purple',
          note: 'Saved by another account — it is sent when that account signs in on this phone.',
        };
      return { words: 'Sign in to send', palette: 'purple' };
    case 'needs-attention':
      return { words: 'Needs attention', palette: 'red' };
  }
}

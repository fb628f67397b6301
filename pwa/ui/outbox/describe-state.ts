import { type OutboxItemSummary, reachedTries } from '../../data/outbox/outbox.ts';
/**
 * An item's state in the plain words the "Waiting to send" list uses. `signedInId`: who is signed
 * in now (null: nobody; undefined: not known yet, e.g. offline before the first answer).
 */

export interface StateWords {
  words: string;
  palette: 'gray' | 'sea' | 'purple' | 'red';
  /** Waits for an account (or for sign-out): trying now would change nothing. */
  parked?: boolean;
  /** A second line when the words alone would leave the user guessing. */
  note?: string;
}

export function describeState(
  item: Pick<OutboxItemSummary, 'state' | 'userId' | 'attempts' | 'reachedAttempts'>,
  { online, signedInId }: { online: boolean; signedInId: number | null | undefined },
): StateWords {
  // Parked for the account that is signed in now: it goes with the next pass, like any other.
  const parkedForThisAccount = item.state === 'waiting-sign-in' && item.userId === signedInId;
  // With no signal nothing is being sent: an item marked sending was cut off (the page closed or
  // reloaded during its attempt) and waits, like any other, to go first once the signal is back.
  const cutOff = item.state === 'sending' && !online;
  const state = parkedForThisAccount || cutOff ? 'pending' : item.state;
  switch (state) {
    case 'sending':
      return { words: 'Sending…', palette: 'sea' };
    case 'pending':
      // Online and a try reached the server: the server (not the signal) said "later". Tries
      // made with no network say nothing about the server.
      return online && reachedTries(item) > 0
        ? { words: 'Will try again soon', palette: 'gray' }
        : { words: 'Waiting for signal', palette: 'gray' };
    case 'waiting-sign-in':
      // Only ever the viewer's own items are listed (issue #28 §1): parked while it is not known
      // yet that their account is the one signed in.
      return { words: 'Sign in to send', palette: 'purple', parked: true };
    case 'needs-attention':
      return { words: 'Needs attention', palette: 'red' };
  }
}

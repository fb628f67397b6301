/** A beach card's failed list: "nothing saved here yet" when no network is all it is, else the card's error. */
import { needsConnection } from '../../data/http/needs-connection.ts';
import { CardState } from './card-state.tsx';

export function LoadFailure({ error, what, message }: { error: unknown; what: string; message: string }) {
  if (needsConnection(error)) {
    return (
      <CardState
        kind="offline"
        message={`No ${what.toLowerCase()} saved on this device yet: open this beach once with a signal to keep a copy here.`}
      />
    );
  }
  return <CardState kind="error" message={message} />;
}

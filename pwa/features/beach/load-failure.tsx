/** A beach card's failed list: "needs a connection" when that is all it is, else the card's error. */
import { needsConnection } from '../../offline/needs-connection.ts';
import { CardState } from './card-state.tsx';

export function LoadFailure({ error, what, message }: { error: unknown; what: string; message: string }) {
  if (needsConnection(error)) {
    return (
      <CardState
        kind="offline"
        message={`${what} need a connection. Open this beach once with a signal and they are kept on this device.`}
      />
    );
  }
  return <CardState kind="error" message={message} />;
}

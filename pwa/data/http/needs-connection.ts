/**
 * A list that only the network can give (a beach's reviews, photos or feedback never opened with
 * a signal) asked for with no network: not a fault, so screens say "needs a connection" rather
 * than "unable to load", and queries do not retry it.
 */
export class NeedsConnectionError extends Error {
  constructor(cause?: unknown) {
    super('This needs a connection, and nothing was saved on this device for it yet', { cause });
    this.name = 'NeedsConnectionError';
  }
}

export const needsConnection = (error: unknown): error is NeedsConnectionError =>
  error instanceof NeedsConnectionError;

/** A request that failed for want of a network (fetch's TypeError), however wrapped. */
export function isNetworkFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof TypeError || e instanceof NeedsConnectionError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

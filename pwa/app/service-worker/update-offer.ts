/**
 * The one piece of state shared by the worker registration and the update banner: a waiting
 * new version and the function that switches to it. Kept apart from the registration so the
 * banner (always mounted) does not pull the registration code into the first download.
 */
import { useSyncExternalStore } from 'react';

export type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Announces a waiting version; `apply` switches to it (it is only ever called from a click). */
export function offerUpdate(apply: ApplyUpdate | null) {
  pending = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's switch, or null while the running version is the newest. */
export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}

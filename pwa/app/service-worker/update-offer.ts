/**
 * The one piece of state shared by the worker registration and the update banner: a waiting
 * new version and the function that switches to it. Kept apart from the registration so the
 * banner (always mounted) does not pull the registration code into the first download, and
 * without React, so the registration (on a page's load, before the app runs) does not pull React in.
 */
export type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Announces a waiting version; `apply` switches to it (it is only ever called from a click). */
export function offerUpdate(apply: ApplyUpdate | null) {
  pending = apply;
  for (const listener of listeners) listener();
}

/** Tells `listener` each time the offer changes; returns how to stop. */
export function subscribeToUpdateOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's switch, or null while the running version is the newest. */
export const updateOffered = (): ApplyUpdate | null => pending;

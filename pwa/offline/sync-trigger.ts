/**
 * Lets a screen ask for a sync now (a beach page opening) without loading the mirror's code:
 * the sync loop registers itself here once it runs (mirror-sync.ts, loaded lazily).
 */
let pull: (() => Promise<void>) | null = null;

export function registerSyncPull(next: (() => Promise<void>) | null): void {
  pull = next;
}

/** A pull as soon as possible; a no-op before the sync has started. */
export function syncMirrorSoon(): Promise<void> {
  return pull?.() ?? Promise.resolve();
}

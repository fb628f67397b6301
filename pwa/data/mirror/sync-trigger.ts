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

/**
 * After a write that changes what the mirror holds (a review moves a beach's average, a rating
 * a walk's): pull the change into the mirror first, then refresh the screens, so they do not
 * re-read the mirror's old row in between.
 */
export async function refreshAfterServerChange(
  queryClient: { invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void> },
  queryKeys: readonly (readonly unknown[])[],
): Promise<void> {
  await syncMirrorSoon().catch(() => undefined);
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

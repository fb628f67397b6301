/**
 * What the app knows about its offline copy, for the banner and the "last synced" line: online
 * or not, a sync under way, when the data was last brought up to date, and the last problem.
 * A tiny external store, read with useSyncExternalStore (see use-sync-status.ts).
 */
import { changesAnything } from '../../lib/changes-anything.ts';
import { lastSyncedHint, mirrorMayHaveData } from './mirror-hint.ts';

type SyncProblem =
  | { kind: 'offline'; message: string }
  | { kind: 'storage-full'; message: string }
  | { kind: 'server'; message: string };

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** The mirror holds a snapshot: screens can answer with no network. */
  hasData: boolean;
  /** ISO time of the last successful sync, or null if never. */
  lastSyncedAt: string | null;
  problem: SyncProblem | null;
}

/**
 * What the server renders with (it knows nothing of a phone's copy), and so what a page the
 * server rendered must be hydrated with; the phone's own state follows right after.
 */
export const SERVER_SYNC_STATUS: SyncStatus = Object.freeze({
  online: true,
  syncing: false,
  hasData: false,
  lastSyncedAt: null,
  problem: null,
});

const syncedHint = lastSyncedHint();
let status: SyncStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  hasData: mirrorMayHaveData(),
  lastSyncedAt: syncedHint,
  problem: null,
};
const listeners = new Set<() => void>();

// The browser's own word on the network, from the first render on (the sync loop starts later).
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => updateSyncStatus({ online: true }));
  window.addEventListener('offline', () => updateSyncStatus({ online: false }));
}

export function getSyncStatus(): SyncStatus {
  return status;
}

/** Sets what changed and tells the subscribers, unless nothing did (each notice re-renders them). */
export function updateSyncStatus(change: Partial<SyncStatus>): void {
  if (!changesAnything(status, change)) return;
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

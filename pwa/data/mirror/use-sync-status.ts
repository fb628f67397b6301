/** The offline copy's state for a component: online, last synced, a problem to show. */
import { useSyncExternalStore } from 'react';
import { getSyncStatus, SERVER_SYNC_STATUS, type SyncStatus, subscribeSyncStatus } from './sync-status.ts';

const serverSnapshot = () => SERVER_SYNC_STATUS;

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncStatus, getSyncStatus, serverSnapshot);
}

/** "23 Nov 2026 at 10:15", in the user's own time zone. */
export function formatSyncedAt(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${day} at ${time}`;
}

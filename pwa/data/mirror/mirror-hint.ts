/**
 * A one-word note in localStorage that the mirror holds a snapshot, read synchronously. It lets a
 * first visit skip loading the mirror's code (Dexie) altogether: with nothing saved yet, the
 * network answers. If the note is lost the network answers until the next sync writes it again.
 */
const KEY = 'ddb.mirror';
const SYNCED_KEY = 'ddb.mirror.syncedAt';

export function mirrorMayHaveData(): boolean {
  try {
    return localStorage.getItem(KEY) === 'ready';
  } catch {
    return false;
  }
}

/** When the mirror was last brought up to date (ISO), known before its code loads. */
export function lastSyncedHint(): string | null {
  try {
    return localStorage.getItem(SYNCED_KEY);
  } catch {
    return null;
  }
}

export function noteMirrorHasData(syncedAt: string): void {
  try {
    localStorage.setItem(KEY, 'ready');
    localStorage.setItem(SYNCED_KEY, syncedAt);
  } catch {
    // Storage refused (private mode): reads keep going to the network first.
  }
}

/**
 * A one-word note in localStorage that the mirror holds a snapshot, read synchronously. It lets a
 * first visit skip loading the mirror's code (Dexie) altogether: with nothing saved yet, the
 * network answers. If the note is lost the network answers until the next sync writes it again.
 */
const KEY = 'ddb.mirror';

export function mirrorMayHaveData(): boolean {
  try {
    return localStorage.getItem(KEY) === 'ready';
  } catch {
    return false;
  }
}

export function noteMirrorHasData(): void {
  try {
    localStorage.setItem(KEY, 'ready');
  } catch {
    // Storage refused (private mode): reads keep going to the network first.
  }
}

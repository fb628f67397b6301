/**
 * Asks the browser to keep this site's data under storage pressure (navigator.storage.persist),
 * at the two moments a user has shown they rely on it: installing the app, and their first
 * contribution. Chrome decides silently; Firefox may ask. Asked once per page at most.
 */
let asked: Promise<boolean> | null = null;

export function askToKeepData(): Promise<boolean> {
  asked ??= (async () => {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    try {
      return (await navigator.storage.persisted()) || (await navigator.storage.persist());
    } catch {
      return false;
    }
  })();
  return asked;
}

/** After an install the app is the user's: keep its data. */
export function keepDataOnInstall(target: Window = window): void {
  target.addEventListener('appinstalled', () => void askToKeepData(), { once: true });
}

/**
 * Brings the phone's offline copy up to date soon after a page has loaded online, whether or not
 * anyone uses the page. The app keeps the copy current once it runs, but on a page the server
 * rendered it starts only on use (first-use.ts): a phone opened and left untouched kept a rule
 * an admin changed while it was away until the first touch. Only the sync's code is loaded for
 * this (the mirror's, which the app loads anyway), after the load event and in idle time, so
 * neither the first paint nor the page's first taps wait for it.
 */
import { mirrorMayHaveData } from '../data/mirror/mirror-hint.ts';

function catchUp(): void {
  // A first visit has no copy yet: the app fetches the whole of it once the worker is in place.
  if (!navigator.onLine || !mirrorMayHaveData()) return;
  import('../data/mirror/mirror-sync.ts')
    .then(({ pullBeforeTheApp }) => pullBeforeTheApp())
    .catch((error) => console.warn('Offline copy not brought up to date:', error));
}

export function catchUpOfflineCopyAfterLoad(): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(catchUp, { timeout: 2_000 });
    else setTimeout(catchUp, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

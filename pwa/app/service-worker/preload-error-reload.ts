/**
 * After a deploy, an open page can ask for a route chunk that no longer exists ("Failed to fetch
 * dynamically imported module"). Vite announces that as `vite:preloadError`; one reload fetches
 * the new build. The time of that reload is kept in sessionStorage so a chunk that still fails
 * afterwards shows the error page instead of reloading in a loop.
 *
 * Never with no network: the chunk failed because there is no signal, a reload cannot fetch a
 * new build, and where the service worker does not control the page yet it would swap the app
 * for the browser's offline page. The failed import's own error handling answers instead.
 *
 * Never while the page is being left for the server's answer to a form (app/early-listener.ts):
 * the chunk failed because that stopped it, and a reload would replace the answer with this page.
 */

export const RELOADED_AT_KEY = 'ddb:preload-error-reload';
const WINDOW_MS = 5 * 60 * 1000;

interface Options {
  target?: Pick<Window, 'addEventListener'>;
  online?: () => boolean;
  /** Whether the page is being left on purpose (the early listener sent a form). */
  leaving?: () => boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

export function reloadOnceOnPreloadError({
  target = window,
  storage,
  reload = () => window.location.reload(),
  now = Date.now,
  online = () => navigator.onLine,
  leaving = () => window.__ddbEarly?.leaving === true,
}: Options = {}) {
  target.addEventListener('vite:preloadError', (event) => {
    if (!online() || leaving()) return;
    try {
      // Read only when needed: a page's first touch of its storage costs a slow phone ~5 ms.
      const store = storage ?? window.sessionStorage;
      const last = Number(store.getItem(RELOADED_AT_KEY) ?? 0);
      if (now() - last < WINDOW_MS) return; // already tried: let the route's error page show
      store.setItem(RELOADED_AT_KEY, String(now()));
    } catch {
      return; // no storage to remember the attempt in: never risk a loop
    }
    event.preventDefault();
    reload();
  });
}

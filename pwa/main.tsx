/**
 * The page's first script, kept small: it listens for what can happen before the app runs, and
 * starts the app (start-app.tsx) at once on a page of its own (the offline shell), or at the first
 * sign of use on a page the server rendered (app/first-use.ts).
 */
import { startOnFirstUse } from './app/first-use.ts';
import { catchUpOfflineCopyAfterLoad } from './app/offline-copy-catch-up.ts';
import { captureInstallPrompt } from './app/pwa-install/install-prompt.ts';
import { serverPageClock } from './app/server-payload.ts';
import { keepSharedStyles } from './app/server-styles.ts';
import { reloadOnceOnPreloadError } from './app/service-worker/preload-error-reload.ts';
import { trackPageView } from './data/http/analytics.ts';
import { keepDataOnInstall } from './data/mirror/keep-data.ts';
import { outboxMayHoldItems } from './data/outbox/outbox-status.ts';
import { onceHydrated } from './lib/render-environment.ts';

// These events can come before the app runs.
captureInstallPrompt();
keepDataOnInstall();
reloadOnceOnPreloadError();
// The next page links the shared styles instead of carrying them: they must be in the cache by then.
keepSharedStyles();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Counted as it arrives, whether or not anyone uses it: the app reports the pages after it. In a
// task of its own: its first read of the phone's storage (the install's random id) cost 7 ms of
// this script's task at 4× CPU in a profile, and that task is the page's longest once it is on screen.
setTimeout(() => trackPageView(window.location.pathname), 0);

/** Query parameters the home page turns into a dialog on arrival (api/routes/auth/auth.ts). */
const ARRIVAL_MESSAGES = ['verified'];

startOnFirstUse({
  serverPage: serverPageClock(),
  atOnce: () =>
    outboxMayHoldItems() ||
    ARRIVAL_MESSAGES.some((name) => new URLSearchParams(window.location.search).has(name)),
  start: async () => {
    const { startApp } = await import('./start-app.tsx');
    const hydrated = new Promise<void>((resolve) => onceHydrated(resolve));
    await startApp(root);
    await hydrated;
  },
});

// The offline copy catches up with the server once the page has loaded, used or not.
catchUpOfflineCopyAfterLoad();

// Only the built app has a worker (a dev server's modules change under it). Registered once the
// page has loaded and the browser is idle, so that neither the worker's precache nor its
// registration's code competes with the first paint or the load event's task.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    import('./app/service-worker/register-service-worker.ts')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error) => console.warn('Service worker not registered:', error));
  window.addEventListener(
    'load',
    () => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2_000 });
      else setTimeout(register, 0);
    },
    { once: true },
  );
} else if (import.meta.env.DEV && 'serviceWorker' in navigator) {
  // A worker left by a production build on this origin would serve stale images to the dev server.
  void navigator.serviceWorker.getRegistrations().then((all) => all.map((r) => r.unregister()));
}

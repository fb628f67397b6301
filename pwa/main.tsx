import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { captureInstallPrompt } from './app/pwa-install/install-prompt.ts';
import { reloadOnceOnPreloadError } from './app/service-worker/preload-error-reload.ts';
import { keepDataOnInstall } from './offline/keep-data.ts';

// Both events can come before React renders anything.
captureInstallPrompt();
keepDataOnInstall();
reloadOnceOnPreloadError();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Only the built app has a worker (a dev server's modules change under it). Registered after the
// page has loaded so the worker's precache does not compete with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => {
      import('./app/service-worker/register-service-worker.ts')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error) => console.warn('Service worker not registered:', error));
    },
    { once: true },
  );
} else if (import.meta.env.DEV && 'serviceWorker' in navigator) {
  // A worker left by a production build on this origin would serve stale images to the dev server.
  void navigator.serviceWorker.getRegistrations().then((all) => all.map((r) => r.unregister()));
}

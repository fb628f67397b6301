/**
 * Registers /sw.js and offers a waiting new version to the page instead of activating it: with
 * lazily loaded route chunks, a worker that takes over by itself deletes the chunks an open page
 * still needs (vite #11804). Only after the visitor chooses "Reload" is the waiting worker told
 * to SKIP_WAITING, and the page reloads once the new worker controls it.
 */
import { type ApplyUpdate, offerUpdate } from './update-offer.ts';

const HOUR = 60 * 60 * 1000;

interface Options {
  container?: ServiceWorkerContainer;
  onUpdateReady?: (apply: ApplyUpdate) => void;
  reload?: () => void;
  /** How often an open tab asks the server for a new worker. */
  checkEvery?: number;
}

export async function registerServiceWorker({
  container = navigator.serviceWorker,
  onUpdateReady = offerUpdate,
  reload = () => window.location.reload(),
  checkEvery = HOUR,
}: Options = {}): Promise<ServiceWorkerRegistration> {
  let accepted = false;
  let reloading = false;
  // The first install also changes the controller (the worker claims the page): that must not reload.
  container.addEventListener('controllerchange', () => {
    if (!accepted || reloading) return;
    reloading = true;
    reload();
  });

  const registration = await container.register('/sw.js', { scope: '/' });

  const offer = (worker: ServiceWorker) =>
    onUpdateReady(() => {
      accepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  // A worker that installs while another controls the page is a new version; with no controller
  // it is the first install and has nothing to replace.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed' && container.controller) return offer(worker);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  };

  if (registration.waiting && container.controller) offer(registration.waiting);
  else watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));

  if (checkEvery > 0) {
    setInterval(() => {
      if (navigator.onLine && document.visibilityState === 'visible') registration.update().catch(() => {});
    }, checkEvery);
  }
  return registration;
}

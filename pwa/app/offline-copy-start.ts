/**
 * Starts keeping the offline copy once the page has loaded, the service worker controls it and
 * the browser is idle. On a first visit the worker precaches the app first, so the mirror's code
 * (Dexie, ~31 KB gzip) then comes from that cache, and the snapshot (~73 KB brotli) does not
 * compete with the first page or the precache on a weak signal. On later visits the worker is
 * ready at once. Without a worker (dev server, old browsers, a failed install) it starts anyway,
 * after at most WORKER_WAIT_MS.
 *
 * The outbox (writes kept on the phone) starts with it; when the phone holds writes waiting to be
 * sent it starts as soon as the page has loaded, without waiting for the worker.
 */
import type { QueryClient } from '@tanstack/react-query';
import { outboxMayHoldItems } from '../data/outbox/outbox-status.ts';

const WORKER_WAIT_MS = 20_000;

/** Resolves once a worker controls the page (its fetches then go through the precache). */
function workerControls(): Promise<unknown> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve();
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve();
  return Promise.race([
    new Promise((resolve) => serviceWorker.addEventListener('controllerchange', resolve, { once: true })),
    new Promise((resolve) => setTimeout(resolve, WORKER_WAIT_MS)),
  ]);
}

export function startOfflineCopyWhenIdle(queryClient: QueryClient): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  let stopOutbox: (() => void) | undefined;
  const startOutbox = () => {
    if (cancelled || stopOutbox) return;
    import('../data/outbox/outbox-effects.ts')
      .then(({ startOutbox }) => {
        if (!cancelled) stopOutbox = startOutbox(queryClient);
      })
      .catch((error) => console.warn('Outbox not available:', error));
  };
  const start = () => {
    if (cancelled) return;
    startOutbox();
    import('../data/mirror/mirror-sync.ts')
      .then(({ startMirrorSync }) => {
        if (!cancelled) stop = startMirrorSync({ queryClient });
      })
      .catch((error) => console.warn('Offline copy not available:', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(start, { timeout: 3000 })
      : setTimeout(start, 500);
  const afterLoad = () => {
    if (outboxMayHoldItems()) startOutbox();
    void workerControls().then(whenIdle);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    stop?.();
    stopOutbox?.();
  };
}

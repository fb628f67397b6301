/**
 * Mounts the toast region the first time something asks for a toast, so a first visit
 * does not download the toast machinery (200 KB budget). The event name must match
 * TOAST_EVENT in toaster.tsx; it is repeated here to keep that module out of this one.
 * Also shows the outbox's notices (sent, refused), which the data layer says as events.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { OUTBOX_NOTICE, type OutboxNotice } from '../data/outbox/outbox-notices.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const onToast = () => setNeeded(true);
    const onNotice = (event: Event) => {
      const { title, description, kind } = (event as CustomEvent<OutboxNotice>).detail;
      void import('./toaster.tsx').then(({ notify }) => notify(title, description, kind));
    };
    window.addEventListener('ddb:toast', onToast);
    window.addEventListener(OUTBOX_NOTICE, onNotice);
    return () => {
      window.removeEventListener('ddb:toast', onToast);
      window.removeEventListener(OUTBOX_NOTICE, onNotice);
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

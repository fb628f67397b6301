/**
 * Mounts the toast region the first time something asks for a toast, so a first visit
 * does not download the toast machinery (200 KB budget). The event name must match
 * TOAST_EVENT in toaster.tsx; it is repeated here to keep that module out of this one.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster.tsx'));

export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const onToast = () => setNeeded(true);
    window.addEventListener('ddb:toast', onToast);
    return () => window.removeEventListener('ddb:toast', onToast);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

import { useEffect, useState } from 'react';
import { renderNow } from './render-environment.ts';

/** The current time, refreshed every `intervalMs` so "allowed now" lines stay true on an open page. */
export function useNow(intervalMs = 60_000): Date {
  // A page the server rendered starts at the server's instant (hydration must match it), then
  // moves to the phone's clock at once.
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    setNow((shown) => (Math.abs(shown.getTime() - Date.now()) < 1000 ? shown : new Date()));
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

import { startTransition, useEffect, useState } from 'react';
import { renderNow } from './render-environment.ts';

/**
 * The current time, refreshed every `intervalMs` so "allowed now" lines stay true on an open page.
 * Each move of the clock is a transition: React re-renders what reads it in slices between the
 * browser's own work, not in one task (on a listing, every card: 716 components right after
 * hydration, at the move from the server's instant to the phone's clock).
 */
export function useNow(intervalMs = 60_000): Date {
  // A page the server rendered starts at the server's instant (hydration must match it), then
  // moves to the phone's clock at once.
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    startTransition(() =>
      setNow((shown) => (Math.abs(shown.getTime() - Date.now()) < 1000 ? shown : new Date())),
    );
    const id = setInterval(() => startTransition(() => setNow(new Date())), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

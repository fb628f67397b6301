import { startTransition, useEffect, useState } from 'react';
import { endOfMinute, renderNow, wordsChangeAt } from './render-environment.ts';

/**
 * The current time, refreshed every `intervalMs` so "allowed now" lines stay true on an open page.
 * Each move of the clock is a transition: React re-renders what reads it in slices between the
 * browser's own work, not in one task (on a listing, every card: 716 components right after
 * hydration, at the move from the server's instant to the phone's clock).
 *
 * `changesAt` says when the words the caller makes of the time may next read otherwise; without
 * it, at the end of the minute. Null when the caller only hands the time to parts that say it
 * themselves (each status line for dogs: at a ban's hours or midnight, ui/dog-status-today.tsx).
 * The server's page carries the earliest such moment (render-environment.ts).
 */
export function useNow(intervalMs = 60_000, changesAt: ((now: Date) => Date) | null = endOfMinute): Date {
  // A page the server rendered starts at the server's instant (hydration must match it), then
  // moves to the phone's clock at once.
  const [now, setNow] = useState(renderNow);
  if (changesAt) wordsChangeAt(() => changesAt(now));
  useEffect(() => {
    startTransition(() =>
      setNow((shown) => (Math.abs(shown.getTime() - Date.now()) < 1000 ? shown : new Date())),
    );
    const id = setInterval(() => startTransition(() => setNow(new Date())), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { endOfMinute, renderNow, wordsChangeAt } from './render-environment.ts';

const subscribeToNothing = () => () => {};
let askedForServerSnapshot = false;
const clientSnapshot = () => 0;
const serverSnapshot = () => {
  askedForServerSnapshot = true;
  return 0;
};

/**
 * Whether this render of the calling component gives the server's HTML: on the server, and in the
 * browser while React hydrates the part of the page the component is in. The root is hydrated
 * first and each <Suspense> part of the page after it, in tasks of their own and in any order (a
 * tap hurries one on), so no flag of the app's can say it: React does, by asking a store for its
 * server snapshot then and only then (useSyncExternalStore). Both snapshots are the same, so
 * React has nothing to render again once the part is hydrated (the callers move on themselves).
 */
function useRendersServerHtml(): boolean {
  askedForServerSnapshot = false;
  useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
  return askedForServerSnapshot;
}

/**
 * The instant this render is for: the server's while it renders the page and while the browser
 * hydrates this part of it (both give the same words), else the phone's clock.
 */
export function useRenderInstant(): Date {
  return renderNow(useRendersServerHtml());
}

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
  // A part of a page the server rendered starts at the server's instant (hydration must match
  // it), then moves to the phone's clock at once.
  const first = useRenderInstant();
  const [now, setNow] = useState(first);
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

import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has):
 * for sections below the fold whose code or data is worth loading only when a reader gets near
 * them (`whenIdle`: or once the page has settled, for sections a reader should find ready).
 * False on the server and in the first render that hydrates its HTML, so both agree. Turning
 * true is a transition: React renders the section in slices between the browser's own work
 * (scrolling, taps) instead of in one long task.
 */
export function useNearViewport<T extends Element>(margin = '300px', { whenIdle = false } = {}) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const reveal = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reveal();
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    const idle = whenIdle ? afterPageSettles(reveal) : undefined;
    return () => {
      observer.disconnect();
      idle?.();
    };
  }, [near, margin, whenIdle]);
  return [ref, near] as const;
}

const SETTLE_MS = 1_500;

/** Runs `then` once the page has been quiet a moment after loading; returns a cancel. */
function afterPageSettles(then: () => void): () => void {
  let idleId: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(then, { timeout: 5_000 });
    else then();
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
  };
}

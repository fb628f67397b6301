/**
 * Where and when the page renders, the same on the server and in the browser that hydrates
 * the server's HTML: the site's origin (for canonical links and share addresses) and the time
 * that "dogs allowed now" and "today's tides" are computed for. The server renders at one
 * instant and sends it with the page; the browser's first render uses that instant, so
 * hydration sees the same words, and the page's clocks move to the real time right after.
 */
export const isServer = typeof window === 'undefined';

interface RenderMoment {
  origin: string;
  now: Date;
}

let serverRender: RenderMoment | null = null;
let hydratingAt: Date | null = null;

/**
 * Runs a synchronous server render with its origin and time (React's `renderToString` renders
 * in one go, so no other request's render can interleave).
 */
export function withServerRender<T>(moment: RenderMoment, render: () => T): T {
  serverRender = moment;
  try {
    return render();
  } finally {
    serverRender = null;
  }
}

/** The browser is about to hydrate a page the server rendered at `at`. */
export function startHydration(at: Date): void {
  hydratingAt = at;
}

const hydratedListeners = new Set<() => void>();

/** Hydration is over: every later render is the browser's own. */
export function endHydration(): void {
  hydratingAt = null;
  for (const listener of hydratedListeners) listener();
  hydratedListeners.clear();
}

/** Calls `listener` once, when the app's first render has been committed (hydrated or not). */
export function onceHydrated(listener: () => void): void {
  hydratedListeners.add(listener);
}

export function siteOrigin(): string {
  if (serverRender) return serverRender.origin;
  return isServer ? 'http://localhost' : window.location.origin;
}

/** "Now" for a first render: the server's instant while rendering or hydrating, else the clock. */
export function renderNow(): Date {
  return new Date(serverRender?.now ?? hydratingAt ?? Date.now());
}

/** True while the first render has to match the server's HTML. */
export const isRenderingForServer = () => serverRender !== null || hydratingAt !== null;

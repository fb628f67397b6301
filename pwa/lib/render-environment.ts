/**
 * Where and when the page renders, the same on the server and in the browser that hydrates
 * the server's HTML: the site's origin (for canonical links and share addresses) and the time
 * that "dogs allowed now" and "today's tides" are computed for. The server renders at one
 * instant and sends it with the page; each part of the page, as React hydrates it, renders at
 * that instant (use-now.ts), so hydration sees the same words, and its clock moves to the
 * phone's right after.
 *
 * While the server renders, each part whose words follow the clock says when they next may change
 * (`wordsChangeAt`): the page carries the earliest of those moments, the server keeps its HTML
 * until then, and the browser starts the app by then to move the words on (app/first-use.ts).
 */
export const isServer = typeof window === 'undefined';

interface RenderMoment {
  origin: string;
  now: Date;
}

let serverRender: (RenderMoment & { changesAt: number }) | null = null;
/** The instant the server rendered the page the browser hydrates (none: the app drew its own). */
let hydratedPageAt: Date | null = null;

/**
 * Runs a synchronous server render with its origin and time (React's `renderToString` renders
 * in one go, so no other request's render can interleave). `changesAt` is the first moment at
 * which a word of what it rendered may read otherwise with the clock; null if none follows it.
 */
export function withServerRender<T>(
  moment: RenderMoment,
  render: () => T,
): { rendered: T; changesAt: Date | null } {
  serverRender = { ...moment, changesAt: Number.POSITIVE_INFINITY };
  try {
    const rendered = render();
    const { changesAt } = serverRender;
    return { rendered, changesAt: Number.isFinite(changesAt) ? new Date(changesAt) : null };
  } finally {
    serverRender = null;
  }
}

/**
 * Said while rendering by a part whose words follow the clock: they stay as rendered until the
 * moment `at` gives. Only the server's render asks for it (the page then carries the earliest);
 * in the browser it costs nothing.
 */
export function wordsChangeAt(at: () => Date): void {
  if (serverRender) serverRender.changesAt = Math.min(serverRender.changesAt, at().getTime());
}

/** The end of the clock minute `now` is in: when words such as "in 2 h 15 min" may change. */
export const endOfMinute = (now: Date) => new Date((Math.floor(now.getTime() / 60_000) + 1) * 60_000);

/** The browser is about to hydrate a page the server rendered at `at`. */
export function startHydration(at: Date): void {
  hydratedPageAt = at;
}

const hydratedListeners = new Set<() => void>();

/**
 * The app's first render has been committed. Hydrating, that is the root's: each <Suspense> part
 * of the page is hydrated after it, in a task of its own.
 */
export function firstRenderCommitted(): void {
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

/**
 * "Now" for a render: the server's instant while it renders, and in the browser while a part of
 * the server's page is being hydrated (`hydrating`, which React tells each component: use-now.ts);
 * else the phone's clock.
 */
export function renderNow(hydrating: boolean): Date {
  return new Date(serverRender?.now ?? (hydrating ? hydratedPageAt : null) ?? Date.now());
}

/**
 * First-party analytics (DESIGN.md): page views and the spec's events are posted to
 * /api/events. Honours Do Not Track / Global Privacy Control; never blocks the UI and never
 * throws. Events carry a random per-install id, not a person.
 *
 * Like every write, an event goes through the outbox (issue #10), so one made with no signal is
 * sent later, once. The outbox's code loads after the first page is shown (it must not slow the
 * first visit): until then events wait in memory, and if the page is left before that they are
 * sent straight away with a keepalive request.
 */
export type AnalyticsEvent =
  | { name: 'page_view'; path: string }
  | { name: 'search'; category: 'beach_search'; label: string; value?: number }
  | { name: 'filter_used'; category: 'navigation'; label: string }
  | { name: 'sign_up' | 'login'; category: 'user_engagement'; label?: string };

const CLIENT_ID_KEY = 'ddb-client-id';

function clientId(): string {
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(CLIENT_ID_KEY, id);
    }
    return id;
  } catch {
    return 'anonymous';
  }
}

function trackingAllowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

export type EventBody = Record<string, unknown>;

/** Puts an event into the outbox (set by the outbox once it has started, pwa/data/outbox/outbox-effects.ts). */
let queue: ((body: EventBody) => Promise<void>) | null = null;
const waiting: EventBody[] = [];
const MAX_WAITING = 50;

function sendNow(body: EventBody): void {
  try {
    fetch('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'include',
    }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}

export function sendEventsThroughOutbox(next: (body: EventBody) => Promise<void>): void {
  queue = next;
  for (const body of waiting.splice(0)) void next(body).catch(() => sendNow(body));
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const body of waiting.splice(0)) sendNow(body);
  });
}

export function trackEvent(event: AnalyticsEvent): void {
  if (!trackingAllowed()) return;
  const body: EventBody = {
    ...event,
    path: 'path' in event ? event.path : window.location.pathname,
    clientId: clientId(),
    occurredAt: new Date().toISOString(),
  };
  if (queue) void queue(body).catch(() => sendNow(body));
  else if (waiting.length < MAX_WAITING) waiting.push(body);
}

let lastPageView: string | null = null;

/**
 * A page view, counted once however many times the same page reports it: the first page's is sent
 * by the page's first script (main.tsx), before the app that reports every page after it.
 */
export function trackPageView(path: string): void {
  if (path === lastPageView) return;
  lastPageView = path;
  trackEvent({ name: 'page_view', path });
}

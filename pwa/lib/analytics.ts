/**
 * First-party analytics (DESIGN.md): page views and the spec's events are posted to
 * /api/events. Honours Do Not Track / Global Privacy Control; never blocks the UI and never
 * throws. Events carry a random per-install id, not a person.
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

export function trackEvent(event: AnalyticsEvent): void {
  if (!trackingAllowed()) return;
  const body = JSON.stringify({
    ...event,
    path: 'path' in event ? event.path : window.location.pathname,
    clientId: clientId(),
    occurredAt: new Date().toISOString(),
  });
  try {
    fetch('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'include',
    }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}

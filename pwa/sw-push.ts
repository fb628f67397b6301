/**
 * Reminders as notifications (issue #31 item 5), the service worker's side: what a push from our
 * server says (api/services/push-subscriptions.ts sends { title, body, url }), read defensively:
 * a browser that subscribed with userVisibleOnly must show a notification for every push, so a
 * push we cannot read still shows a plain one, and a tap only ever opens a page of this site.
 */

export interface ReminderNotice {
  title: string;
  body: string;
  /** A path on this site: what a tap opens. */
  url: string;
}

const MY_BEACHES = '/my-beaches';
const PLAIN: ReminderNotice = {
  title: 'Devon Dog Beaches',
  body: 'Dog rules are changing soon at one of your beaches.',
  url: MY_BEACHES,
};

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

/** The path of `url` when it is on `origin`, else My beaches. */
function ownPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return MY_BEACHES;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : MY_BEACHES;
  } catch {
    return MY_BEACHES;
  }
}

/** The notice a push's text asks for, or the plain one. */
export function reminderNoticeOf(data: string | null, origin: string): ReminderNotice {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(data ?? '');
  } catch {
    return PLAIN;
  }
  if (typeof payload !== 'object' || payload === null) return PLAIN;
  return {
    title: text(payload.title, 120) ?? PLAIN.title,
    body: text(payload.body, 400) ?? PLAIN.body,
    url: ownPath(payload.url, origin),
  };
}

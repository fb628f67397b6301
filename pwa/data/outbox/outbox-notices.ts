/**
 * What the outbox has to tell the user (an item sent, or refused), said as a window event so the
 * data layer needs no screen: the toast host (pwa/ui/toast-host.tsx) shows it as a toast.
 */
export const OUTBOX_NOTICE = 'ddb:outbox-notice';

export type OutboxNotice = { title: string; description?: string; kind: 'default' | 'destructive' };

export function announce(notice: OutboxNotice): void {
  window.dispatchEvent(new CustomEvent<OutboxNotice>(OUTBOX_NOTICE, { detail: notice }));
}

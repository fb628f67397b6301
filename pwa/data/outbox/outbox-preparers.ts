/**
 * The step some writes need just before each attempt to send them, whoever sends (a page or the
 * service worker): a contact message solves a fresh captcha then (pwa/data/outbox/captcha-solution.ts),
 * because a solution expires in 10 minutes, is accepted once, and cannot be fetched offline. The
 * solver loads only when such a message is about to go.
 */
import type { OutboxItem } from './outbox-item.ts';

export async function prepareForSending(item: OutboxItem): Promise<OutboxItem> {
  if (item.kind === 'contact') {
    const { withFreshCaptcha } = await import('./captcha-solution.ts');
    return withFreshCaptcha(item);
  }
  return item;
}

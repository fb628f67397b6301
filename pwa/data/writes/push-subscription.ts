/**
 * Reminders on this phone (issue #31 item 5): the browser's push subscription, made with the
 * server's key and handed to the server, or taken back from both. Online only: subscribing asks
 * the browser's push service, and the server must hear of it to send anything.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/api-client.ts';
import { queryKeys } from '../queries/query-keys.ts';

/** Whether this browser can take push notifications at all (a service worker, PushManager, notifications). */
export function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The user said no to notifications: only the browser's site settings can change that. */
export class NotificationsBlocked extends Error {
  constructor() {
    super('Notifications are blocked for this site');
  }
}

/** The key as PushManager takes it: base64url text to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** Whether this phone gets reminders now. */
export const thisPhoneQuery = () =>
  queryOptions({
    queryKey: queryKeys.push.thisPhone,
    queryFn: async () => (browserCanPush() ? (await currentSubscription()) !== null : false),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asks for permission, subscribes with the server's key and tells the server; undone if the server refuses. */
export async function subscribeThisPhone(publicKey: string): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new NotificationsBlocked();
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  try {
    await apiRequest('POST', '/api/my/push-subscriptions', subscription.toJSON());
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
}

/** Tells the server to forget this phone, then drops the browser's subscription. */
export async function unsubscribeThisPhone(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest(
    'DELETE',
    `/api/my/push-subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`,
  );
  await subscription.unsubscribe();
}

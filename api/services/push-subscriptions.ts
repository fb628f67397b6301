/**
 * The phones a user gets reminders on as Web Push notifications (issue #31 item 5), and the
 * sending. A notification is encrypted for the phone and signed with the VAPID keys by web-push;
 * it goes out with fetch, which a test can point at a fake push service. A push service that
 * answers 404 or 410 has forgotten the phone (unsubscribed, app removed), so its row goes.
 */
import type { Knex } from 'knex';
import webpush from 'web-push';
import type { PushSubscriptionInput } from '../../domain/reminders/reminder-schemas.ts';

export interface PushKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
}

/** Saves the phone's subscription for the user; the same endpoint again replaces its row (a phone moves to another account with it). */
export async function savePushSubscription(knex: Knex, userId: number, input: PushSubscriptionInput) {
  await knex('pushSubscriptions')
    .insert({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflict('endpoint')
    .merge(['userId', 'p256dh', 'auth']);
}

/** Forgets the user's subscription at `endpoint`; nothing to forget is not an error. */
export async function deletePushSubscription(knex: Knex, userId: number, endpoint: string) {
  await knex('pushSubscriptions').where({ userId, endpoint }).delete();
}

/** A day's notification is no use the next day. */
const TTL_SECONDS = 20 * 60 * 60;
const SEND_TIMEOUT_MS = 15_000;

/** What a push service answered when it refused. */
class PushRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
  }
}

/** Sends one notification; throws PushRefused on a refusal. */
async function sendOne(
  keys: PushKeys,
  row: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
) {
  const details = webpush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    JSON.stringify(message),
    { vapidDetails: keys, TTL: TTL_SECONDS, urgency: 'normal' },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new PushRefused(response.status);
}

export interface PushOutcome {
  delivered: number;
  /** Phones the push service has forgotten: their rows are deleted. */
  gone: number;
  /** Refusals or failures to reach the service; the email went anyway. */
  failed: number;
}

/** Sends `message` to every phone of the user; one phone's failure does not stop the others. */
export async function pushToUser(
  knex: Knex,
  keys: PushKeys,
  userId: number,
  message: PushMessage,
): Promise<PushOutcome> {
  const rows = await knex('pushSubscriptions').where({ userId }).select('id', 'endpoint', 'p256dh', 'auth');
  const outcome = { delivered: 0, gone: 0, failed: 0 };
  for (const row of rows) {
    try {
      await sendOne(keys, row, message);
      outcome.delivered += 1;
    } catch (err) {
      if (err instanceof PushRefused && (err.statusCode === 404 || err.statusCode === 410)) {
        await knex('pushSubscriptions').where({ id: row.id }).delete();
        outcome.gone += 1;
      } else outcome.failed += 1;
    }
  }
  return outcome;
}

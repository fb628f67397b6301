/**
 * Whether a person gets reminder emails at all (issue #31 item 5). Every reminder carries a link
 * that stops them without signing in: its token is an HMAC of the user id and this purpose with
 * SESSION_SECRET, so nothing is stored, a token made for one purpose or user opens nothing else,
 * and the link keeps working for as long as the secret does (production requires a fixed one).
 * Turning a beach's reminder on again, signed in, starts them again (`resumeReminders`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';

const PURPOSE = 'reminders-unsubscribe';

const macOf = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

/** "<user id>.<HMAC>": what the unsubscribe link carries. */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${macOf(secret, userId)}`;
}

/** The user a token was made for, or null when it was not made with this secret. */
export function userOfUnsubscribeToken(secret: string, token: string): number | null {
  const [id, mac] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !mac) return null;
  const expected = Buffer.from(macOf(secret, userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/**
 * Stops reminder emails for the user; true when the user exists. Doing it twice keeps the first
 * time, so the answer to a repeated click is the same.
 */
export async function stopReminders(knex: Knex, userId: number): Promise<boolean> {
  const updated = await knex('users')
    .where({ id: userId })
    .update({ remindersUnsubscribedAt: knex.raw('coalesce(reminders_unsubscribed_at, now())') });
  return updated === 1;
}

/** Starts reminder emails again: call when the signed-in user turns a beach's reminder on. */
export async function resumeReminders(knex: Knex, userId: number): Promise<void> {
  await knex('users').where({ id: userId }).whereNotNull('remindersUnsubscribedAt').update({
    remindersUnsubscribedAt: null,
  });
}

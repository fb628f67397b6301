/**
 * The day's reminder digests (issue #31 item 5): for each person with a beach's reminder on, what
 * domain/reminders/reminder-digest.ts says for today's London date, queued as one email and,
 * where they turned it on, sent as one notification per phone. The reminder_digests row goes in
 * the same transaction as the queued mail: a second run the same London day (another server, a
 * restart) finds the row and sends nothing. Email goes to verified addresses that have not
 * unsubscribed; the queue checks again when it sends, so an unsubscribe in between still counts.
 */
import type { Knex } from 'knex';
import { londonDayNumber, londonIsoDate } from '../../domain/clock/london-time.ts';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import {
  type DigestItem,
  REMINDER_DAYS_AHEAD,
  reminderDigest,
} from '../../domain/reminders/reminder-digest.ts';
import type { Config } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { reminderDigestEmail } from '../mail/messages.ts';
import { Beach } from '../models/Beach.ts';
import { presentBeach } from '../presenters/beach.ts';
import { type PushKeys, pushToUser } from './push-subscriptions.ts';
import { unsubscribeToken } from './reminder-subscription.ts';

/** The mail job of one digest: what it says is fixed when it is queued, the address is looked up when it is sent. */
export interface ReminderDigestJob {
  kind: 'reminder-digest';
  userId: number;
  beachNames: string[];
  sentences: string[];
}

/** How far back admin rule changes are told of for someone whose last digest is older (or who has had none). */
const UPDATES_LOOKBACK_MS = 7 * 86_400_000;

interface Recipient {
  id: number;
  emailable: boolean;
  lastDay: string | null;
  lastSentAt: Date | null;
}

/** People with a reminder on who can be told: by email (verified, not unsubscribed) or on a phone. */
async function recipients(knex: Knex): Promise<Recipient[]> {
  const rows = await knex('users as u')
    .whereExists((q) => q.from('beachFavourites as f').whereRaw('f.user_id = u.id').where('f.remind', true))
    .where((q) =>
      q
        .where((e) => e.where('u.emailVerified', true).whereNull('u.remindersUnsubscribedAt'))
        .orWhereExists((p) => p.from('pushSubscriptions as p').whereRaw('p.user_id = u.id')),
    )
    .select(
      'u.id',
      knex.raw('(u.email_verified AND u.reminders_unsubscribed_at IS NULL) AS emailable'),
      knex.raw(
        "(SELECT to_char(max(d.london_day), 'YYYY-MM-DD') FROM reminder_digests d WHERE d.user_id = u.id) AS last_day",
      ),
      knex.raw('(SELECT max(d.sent_at) FROM reminder_digests d WHERE d.user_id = u.id) AS last_sent_at'),
    );
  return rows.map((r: Recipient) => ({ ...r, id: Number(r.id) }));
}

const withoutEvidence = (rules: unknown) =>
  JSON.stringify(Array.isArray(rules) ? rules.map(({ evidence: _e, ...rule }: DogRule) => rule) : rules);

/** Admin writes since `since` that changed a beach's rules (not only the sources they rest on). */
async function ruleUpdatesSince(knex: Knex, since: Date) {
  const rows = await knex('adminAuditLog')
    .where({ entity: 'beach' })
    .whereNotNull('entityId')
    .where('createdAt', '>', since)
    .whereRaw("changes -> 'dogRules' IS NOT NULL")
    .select('entityId', 'createdAt', knex.raw("changes -> 'dogRules' AS rules"));
  return rows
    .filter(
      (r: { rules: { before: unknown; after: unknown } }) =>
        withoutEvidence(r.rules.before) !== withoutEvidence(r.rules.after),
    )
    .map((r: { entityId: number | string; createdAt: Date }) => ({
      beachId: Number(r.entityId),
      at: new Date(r.createdAt),
    }));
}

const dayOfIso = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

/** What one person's digest says today: their reminded beaches, and the items. */
async function digestFor(
  knex: Knex,
  person: Recipient,
  today: { day: number; now: Date },
  context: { beaches: ReturnType<typeof presentBeach>[]; updates: { beachId: number; at: Date }[] },
): Promise<{ names: string[]; items: DigestItem[] }> {
  const reminded = new Set(
    (await knex('beachFavourites').where({ userId: person.id, remind: true }).select('beachId')).map((r) =>
      Number(r.beachId),
    ),
  );
  const favourites = context.beaches.filter((b) => reminded.has(b.id));
  const since = Math.max(today.now.getTime() - UPDATES_LOOKBACK_MS, person.lastSentAt?.getTime() ?? 0);
  const items = reminderDigest({
    today: today.day,
    lastDigestDay: person.lastDay ? dayOfIso(person.lastDay) : null,
    favourites,
    beaches: context.beaches,
    ruleUpdates: context.updates
      .filter((u) => reminded.has(u.beachId) && u.at.getTime() > since)
      .map((u) => ({ beachId: u.beachId, day: londonDayNumber(u.at) })),
  });
  const named = new Set(items.map((i) => i.beachId));
  return { names: favourites.filter((b) => named.has(b.id)).map((b) => b.name), items };
}

/** Records today's digest and queues its mail in one transaction; false when today's was already sent. */
async function recordDigest(knex: Knex, person: Recipient, londonDay: string, job: ReminderDigestJob) {
  return knex.transaction(async (trx) => {
    const inserted = await trx('reminderDigests')
      .insert({ userId: person.id, londonDay })
      .onConflict(['userId', 'londonDay'])
      .ignore()
      .returning('userId');
    if (inserted.length === 0) return false;
    if (person.emailable) await trx('mailJobs').insert({ payload: JSON.stringify(job) });
    return true;
  });
}

export interface DigestRunSummary {
  digests: number;
  emails: number;
  pushes: number;
  pushFailures: number;
}

/** Builds and queues every digest for the London day of `now`. */
export async function queueReminderDigests(
  knex: Knex,
  now: Date,
  push: PushKeys | null,
): Promise<DigestRunSummary> {
  const summary = { digests: 0, emails: 0, pushes: 0, pushFailures: 0 };
  const people = await recipients(knex);
  if (people.length === 0) return summary;
  const beaches = (await Beach.query(knex).modify('live')).map(presentBeach);
  const updates = await ruleUpdatesSince(knex, new Date(now.getTime() - UPDATES_LOOKBACK_MS));
  const today = { day: londonDayNumber(now), now };
  for (const person of people) {
    const { names, items } = await digestFor(knex, person, today, { beaches, updates });
    if (items.length === 0) continue;
    const sentences = items.map((i) => i.sentence);
    const job: ReminderDigestJob = {
      kind: 'reminder-digest',
      userId: person.id,
      beachNames: names,
      sentences,
    };
    if (!(await recordDigest(knex, person, londonIsoDate(now), job))) continue;
    summary.digests += 1;
    if (person.emailable) summary.emails += 1;
    if (push) {
      const outcome = await pushToUser(knex, push, person.id, {
        title: `Dog rules are changing at ${names.join(', ')}`,
        body: sentences[0],
        url: '/my-beaches',
      });
      summary.pushes += outcome.delivered;
      summary.pushFailures += outcome.failed;
    }
  }
  return summary;
}

/** The email of a queued digest, or null when the address may no longer be written to. */
export async function composeReminderMail(
  knex: Knex,
  job: ReminderDigestJob,
  config: Pick<Config, 'PUBLIC_URL' | 'SESSION_SECRET'>,
): Promise<MailMessage | null> {
  const user = await knex('users').where({ id: job.userId }).first();
  if (!user?.emailVerified || user.remindersUnsubscribedAt) return null;
  const token = unsubscribeToken(config.SESSION_SECRET, job.userId);
  return reminderDigestEmail(user.email, user.firstName, {
    beachNames: job.beachNames,
    sentences: job.sentences,
    daysAhead: REMINDER_DAYS_AHEAD,
    myBeachesUrl: `${config.PUBLIC_URL}/my-beaches`,
    unsubscribeUrl: `${config.PUBLIC_URL}/reminders/unsubscribe?token=${token}`,
  });
}

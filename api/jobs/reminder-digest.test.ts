/**
 * Reminders with the clock moved (issue #31 item 5, the acceptance): one digest per person per
 * London day, a change announced once, a one-click unsubscribe that needs no sign-in, and nothing
 * mailed to an address that unsubscribed; an admin's change of a beach's rules is in the next digest.
 */
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/outbox.ts';
import { queueReminderDigests } from '../services/reminder-digests.ts';
import { resumeReminders, unsubscribeToken } from '../services/reminder-subscription.ts';
import { signUpAndVerify } from '../testing/accounts.ts';
import { buildAdminBeach } from '../testing/admin-beaches.ts';
import { signInNewAdmin } from '../testing/admins.ts';
import { setupTestApp, TEST_SESSION_SECRET } from '../testing/test-app.ts';
import { nextDigestRun, runReminderDigest } from './reminder-digest.ts';

const t = setupTestApp();
const silent = pino({ level: 'silent' });

/** 07:00 London on a day of 2026 (British Summer Time from 29 Mar to 25 Oct). */
const at7 = (isoDay: string) => new Date(`${isoDay}T06:00:00Z`);

async function remindAbout(userId: number, slugOrId: string | number) {
  const beach = await t.db
    .knex('beaches')
    .where(typeof slugOrId === 'number' ? { id: slugOrId } : { slug: slugOrId })
    .first('id');
  await t.db.knex('beachFavourites').insert({ userId, beachId: beach.id, remind: true });
}

/** Runs the day's digests and sends what the queue holds; the reminders now in `email`'s outbox. */
async function runDay(now: Date, email: string) {
  const summary = await queueReminderDigests(t.db.knex, now, null);
  await t.app.context.services.mailer.idle();
  // Signing up mailed a verification link too.
  const mails = readOutbox(t.mailDir, email).filter((m) => m.subject.startsWith('Dog rules'));
  return { summary, mails };
}

describe('the reminder digest, day by day', () => {
  it('mails once a day, announces a change once, unsubscribes in one click, then mails nothing', async () => {
    const user = await signUpAndVerify(t);
    await remindAbout(user.id, 'croyde-beach');

    // Mon 27 Apr: Friday's ban is 4 days off, beyond the 3 days a digest looks ahead.
    expect((await runDay(at7('2026-04-27'), user.email)).mails).toHaveLength(0);

    // Tue 28 Apr: the ban, with the nearest beach that stays open to dogs that day.
    const first = await runDay(at7('2026-04-28'), user.email);
    expect(first.mails).toHaveLength(1);
    const [mail] = first.mails;
    expect(mail.subject).toBe('Dog rules are changing at Croyde Bay');
    expect(mail.text).toContain(
      'Dogs are banned at Croyde Bay from Friday 1 May — Saunton Sands, 2 km away, stays open to dogs.',
    );
    expect(mail.text).toContain('we look 3 days ahead');
    const unsubscribe = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'])?.[1] as string;
    expect(unsubscribe).toMatch(/\/reminders\/unsubscribe\?token=\d+\.[\w-]{43}$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.links).toContain(unsubscribe);

    // The same London day again (another server, a restart): nothing more.
    const again = await runDay(new Date('2026-04-28T16:00:00Z'), user.email);
    expect(again.summary.digests).toBe(0);
    expect(again.mails).toHaveLength(1);

    // Wed 29 Apr and Thu 30 Apr: the ban was announced; nothing new to say.
    expect((await runDay(at7('2026-04-29'), user.email)).mails).toHaveLength(1);
    expect((await runDay(at7('2026-04-30'), user.email)).mails).toHaveLength(1);

    // A mail app's one-click unsubscribe (RFC 8058): a form POST, no cookie, no page of ours.
    const url = new URL(unsubscribe);
    const oneClick = () =>
      request(t.callback)
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
    expect((await oneClick()).status).toBe(200);
    expect((await oneClick()).body).toEqual({ unsubscribed: true });
    const row = await t.db.knex('users').where({ id: user.id }).first('remindersUnsubscribedAt');
    expect(row.remindersUnsubscribedAt).toBeInstanceOf(Date);

    // Mon 28 Sep: Croyde opens to dogs again on Thursday 1 October, but this address asked for no more.
    const later = await runDay(at7('2026-09-28'), user.email);
    expect(later.summary.emails).toBe(0);
    expect(later.mails).toHaveLength(1);
  });

  it('tells of an admin change of a followed beach’s rules in the next digest, once', async () => {
    const admin = await signInNewAdmin(t);
    const fields = buildAdminBeach({ name: `Reminder Cove ${Date.now()}` });
    const created = await request(t.callback)
      .post('/api/admin/beaches')
      .set('Cookie', admin.cookie)
      .send(fields)
      .expect(201);
    const user = await signUpAndVerify(t);
    await remindAbout(user.id, created.body.id as number);
    const ban = { kind: 'no-dogs', zone: null, period: 'all-year', hours: 'all-day' };
    await request(t.callback)
      .put(`/api/admin/beaches/${created.body.id}`)
      .set('Cookie', admin.cookie)
      .send({ ...fields, accessType: 'no-dogs', dogRules: [ban] })
      .expect(200);

    const now = new Date();
    const first = await runDay(now, user.email);
    expect(first.mails).toHaveLength(1);
    expect(first.mails[0].text).toMatch(
      new RegExp(
        `The dog rules for ${fields.name} were updated on \\d{1,2} \\w{3}: No dogs on the whole beach, all year, all day\\.`,
      ),
    );
    // The next day: already told.
    const next = await runDay(new Date(now.getTime() + 86_400_000), user.email);
    expect(next.mails).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  it('asks on GET and changes nothing; a forged or broken token is a 400 in JSON', async () => {
    const user = await signUpAndVerify(t);
    const page = await request(t.callback).get(`/reminders/unsubscribe?token=${user.id}.${'a'.repeat(43)}`);
    expect(page.status).toBe(400);
    expect(page.body.error.code).toBe('bad_request');
    for (const token of ['', 'abc', `${user.id}.short`, `0.${'a'.repeat(43)}`]) {
      const res = await request(t.callback).post(`/api/reminders/unsubscribe?token=${token}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBeDefined();
    }
    const link = `/reminders/unsubscribe?token=${unsubscribeToken(TEST_SESSION_SECRET, user.id)}`;
    const asking = await request(t.callback).get(link).expect(200);
    expect(asking.type).toBe('text/html');
    expect(asking.text).toContain(`<form method="post" action="${link}">`);
    const row = await t.db.knex('users').where({ id: user.id }).first('remindersUnsubscribedAt');
    expect(row.remindersUnsubscribedAt).toBeNull();
    // The page's button: a browser's form post, answered with a page.
    const done = await request(t.callback)
      .post(link)
      .set('Accept', 'text/html')
      .type('form')
      .send('')
      .expect(200);
    expect(done.text).toContain('Reminder emails stopped');
  });

  it('starts again when the user turns a reminder on (resumeReminders)', async () => {
    const user = await signUpAndVerify(t);
    await t.db.knex('users').where({ id: user.id }).update({ remindersUnsubscribedAt: new Date() });
    await resumeReminders(t.db.knex, user.id);
    const row = await t.db.knex('users').where({ id: user.id }).first('remindersUnsubscribedAt');
    expect(row.remindersUnsubscribedAt).toBeNull();
  });
});

describe('the schedule', () => {
  it('runs at 07:00 London, in summer and winter time', () => {
    expect(nextDigestRun(new Date('2026-04-28T05:59:00Z')).toISOString()).toBe('2026-04-28T06:00:00.000Z');
    expect(nextDigestRun(new Date('2026-04-28T06:00:00Z')).toISOString()).toBe('2026-04-29T06:00:00.000Z');
    expect(nextDigestRun(new Date('2026-12-31T08:00:00Z')).toISOString()).toBe('2027-01-01T07:00:00.000Z');
  });

  it('is claimed by one process a day: a second server does not run it', async () => {
    const deps = { knex: t.db.knex, logger: silent, config: {} };
    await runReminderDigest(deps, at7('2026-06-01'));
    const claimed = await t.db.knex('jobRuns').where({ name: 'reminder-digest' }).first();
    expect(claimed.outcome).toBe('ok');
    const started = claimed.startedAt;
    await runReminderDigest(deps, at7('2026-06-01'));
    const after = await t.db.knex('jobRuns').where({ name: 'reminder-digest' }).first();
    expect(after.startedAt).toEqual(started);
  });
});

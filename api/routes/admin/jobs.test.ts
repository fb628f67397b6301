/** The retention job (issue #13 item 5): what the privacy page promises, run by the server, by hand or by an admin. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { runRetention, startRetentionJob } from '../../jobs/retention.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { whileFailing } from '../../testing/failing-trigger.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;

beforeAll(async () => {
  admin = await signInNewAdmin(t);
});

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

async function oldAndRecentRows() {
  const { knex } = t.db;
  const message = (subject: string, createdAt: Date) =>
    knex('contactSubmissions')
      .insert({ name: 'Sam', email: 'sam@example.com', subject, message: 'Hello', createdAt })
      .returning('id')
      .then(([row]) => row.id as number);
  const event = (occurredAt: Date) =>
    knex('analyticsEvents')
      .insert({ name: 'page_view', path: '/', occurredAt })
      .returning('id')
      .then(([row]) => Number(row.id));
  return {
    oldMessage: await message('13 months ago', monthsAgo(13)),
    recentMessage: await message('11 months ago', monthsAgo(11)),
    oldEvent: await event(monthsAgo(27)),
    recentEvent: await event(monthsAgo(25)),
  };
}

const exists = async (table: string, id: number) => Boolean(await t.db.knex(table).where({ id }).first('id'));
const jobs = async () =>
  (await request(t.callback).get('/api/admin/jobs').set('Cookie', admin.cookie).expect(200)).body;

describe('the retention job', () => {
  it('has not run on a fresh database, and says what it keeps', async () => {
    expect(await jobs()).toEqual({
      retention: null,
      retentionPolicy: { contactMessagesMonths: 12, analyticsEventsMonths: 26 },
    });
  });

  it('run by an admin: deletes messages over 12 months and events over 26, keeps the rest, records the run', async () => {
    const rows = await oldAndRecentRows();
    const res = await request(t.callback)
      .post('/api/admin/jobs/retention/run')
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(res.body).toEqual({ contactMessagesDeleted: 1, analyticsEventsDeleted: 1 });
    expect(await exists('contactSubmissions', rows.oldMessage)).toBe(false);
    expect(await exists('contactSubmissions', rows.recentMessage)).toBe(true);
    expect(await exists('analyticsEvents', rows.oldEvent)).toBe(false);
    expect(await exists('analyticsEvents', rows.recentEvent)).toBe(true);

    const { retention } = await jobs();
    expect(retention).toMatchObject({ outcome: 'ok', result: res.body });
    expect(Date.parse(retention.lastFinishedAt)).toBeGreaterThanOrEqual(Date.parse(retention.lastStartedAt));
    const audit = await t.db.knex('adminAuditLog').where({ entity: 'job', action: 'run-job' });
    expect(audit).toMatchObject([
      {
        adminUsername: admin.username,
        summary: 'Retention: 1 contact messages and 1 analytics events deleted',
      },
    ]);
  });

  it('run by hand or by the server: recorded in job_runs, with no audit row', async () => {
    await oldAndRecentRows();
    const logged = await t.db.knex('adminAuditLog').count({ n: '*' });
    expect(await runRetention(t.db.knex)).toEqual({ contactMessagesDeleted: 1, analyticsEventsDeleted: 1 });
    expect(await t.db.knex('adminAuditLog').count({ n: '*' })).toEqual(logged);
    expect((await jobs()).retention.result).toEqual({ contactMessagesDeleted: 1, analyticsEventsDeleted: 1 });
  });

  it('a failed run deletes nothing and is recorded as failed', async () => {
    const rows = await oldAndRecentRows();
    await whileFailing(t.db.knex, 'analytics_events', 'DELETE', async () => {
      await expect(runRetention(t.db.knex)).rejects.toThrow(/induced failure/);
    });
    expect(await exists('contactSubmissions', rows.oldMessage)).toBe(true);
    expect((await jobs()).retention).toMatchObject({
      outcome: 'failed',
      result: { error: expect.any(String) },
    });
  });

  it('runs inside the server on its interval, and never with "0"', async () => {
    const logger = { info: () => undefined, error: () => undefined };
    await t.db.knex('jobRuns').delete();
    await startRetentionJob(t.db.knex, logger, '0', 0).stop();
    expect(await t.db.knex('jobRuns')).toEqual([]);
    const job = startRetentionJob(t.db.knex, logger, '1d', 0);
    await expect.poll(async () => (await t.db.knex('jobRuns').first())?.outcome).toBe('ok');
    await job.stop();
  });

  it('runs once per turn when two processes run its timer', async () => {
    const said: string[] = [];
    const logger = { info: (...args: unknown[]) => said.push(String(args.at(-1))), error: () => undefined };
    await t.db.knex('jobRuns').delete();
    const jobs = [
      startRetentionJob(t.db.knex, logger, '1d', 0),
      startRetentionJob(t.db.knex, logger, '1d', 0),
    ];
    await expect.poll(() => said.length).toBe(2);
    expect(said.sort()).toEqual([
      'retention job: another process ran this turn',
      'retention job: old contact messages and analytics events deleted',
    ]);
    await Promise.all(jobs.map((job) => job.stop()));
  });
});

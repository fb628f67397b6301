import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { readOutbox } from '../mail/outbox.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { createMailQueue, MAIL_QUEUE, type MailJob, type MailQueue, retryDelayMs } from './mail-queue.ts';

const t = setupTestApp();
const silent = pino({ level: 'silent' });

/** A mailer that records what it sends and fails the first `failures` sends. */
function recordingMailer(failures = 0) {
  const sent: string[] = [];
  let left = failures;
  const mailer: Mailer = {
    async send(message) {
      if (left-- > 0) throw new Error('SMTP 451 try again later');
      sent.push(message.to);
    },
    sendLater() {},
    async idle() {},
  };
  return { mailer, sent };
}

const compose = async (job: MailJob): Promise<MailMessage | null> =>
  !('email' in job) || job.email.startsWith('nobody')
    ? null
    : { to: job.email, subject: job.kind, text: 'hi', html: '<p>hi</p>' };

const started: MailQueue[] = [];
function queueWith(mailer: Mailer, pollMs?: number) {
  return createMailQueue({ knex: t.db.knex, mailer, logger: silent, compose, pollMs });
}
const rows = () => t.db.knex('mail_jobs').orderBy('id');
afterEach(async () => {
  await Promise.all(started.splice(0).map((q) => q.stop()));
  await t.db.knex('mail_jobs').delete();
});

describe('the mail queue', () => {
  it('keeps jobs in the database: another process (or this one after a restart) sends them', async () => {
    const before = queueWith(recordingMailer().mailer);
    await before.enqueue({ kind: 'password-reset', email: 'ann@example.com' });
    await before.enqueue({ kind: 'password-reset', email: 'nobody@example.com' });
    expect(await rows()).toMatchObject([
      { status: 'pending', attempts: 0, payload: { kind: 'password-reset', email: 'ann@example.com' } },
      { status: 'pending', attempts: 0 },
    ]);
    const after = recordingMailer();
    await queueWith(after.mailer).drain();
    expect(after.sent).toEqual(['ann@example.com']);
    expect(await rows()).toEqual([]);
  });

  it('retries a failed send later, with a growing backoff, and gives up after a few attempts', async () => {
    const flaky = recordingMailer(1);
    const queue = queueWith(flaky.mailer);
    await queue.enqueue({ kind: 'verification', email: 'bo@example.com' });
    await queue.drain();
    const [job] = await rows();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later' });
    const wait = new Date(job.runAfter).getTime() - Date.now();
    expect(wait).toBeGreaterThan(retryDelayMs(1) - 5000);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
    // Not due yet: draining leaves it alone.
    await queue.drain();
    expect(flaky.sent).toEqual([]);
    await t.db.knex('mail_jobs').update({ runAfter: new Date(Date.now() - 1000) });
    await queue.drain();
    expect(flaky.sent).toEqual(['bo@example.com']);
    expect(await rows()).toEqual([]);

    const broken = queueWith(recordingMailer(Number.POSITIVE_INFINITY).mailer);
    await broken.enqueue({ kind: 'verification', email: 'cy@example.com' });
    for (let i = 0; i < MAIL_QUEUE.maxAttempts; i++) {
      await t.db.knex('mail_jobs').update({ runAfter: new Date(Date.now() - 1000) });
      await broken.drain();
    }
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: MAIL_QUEUE.maxAttempts }]);
  });

  it('claims again a job whose worker died mid-send, once its lease has lapsed', async () => {
    const sender = recordingMailer();
    const queue = queueWith(sender.mailer);
    await t.db.knex('mail_jobs').insert([
      {
        payload: JSON.stringify({ kind: 'verification', email: 'lapsed@example.com' }),
        status: 'sending',
        attempts: 1,
        runAfter: new Date(Date.now() - 1000),
      },
      {
        payload: JSON.stringify({ kind: 'verification', email: 'held@example.com' }),
        status: 'sending',
        attempts: 1,
        runAfter: new Date(Date.now() + 60_000),
      },
    ]);
    await queue.drain();
    expect(sender.sent).toEqual(['lapsed@example.com']);
    expect(await rows()).toMatchObject([{ status: 'sending', payload: { email: 'held@example.com' } }]);
  });

  it('sends each job once when several workers drain at the same time', async () => {
    const a = recordingMailer();
    const b = recordingMailer();
    const queue = queueWith(a.mailer);
    for (let i = 0; i < 10; i++) await queue.enqueue({ kind: 'verification', email: `n${i}@example.com` });
    await Promise.all([queue.drain(), queueWith(b.mailer).drain()]);
    expect([...a.sent, ...b.sent].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `n${i}@example.com`).sort(),
    );
  });

  it('once started, sends a job as soon as it is queued, without anyone draining', async () => {
    const sender = recordingMailer();
    const queue = queueWith(sender.mailer, 60_000);
    started.push(queue);
    queue.start();
    await queue.enqueue({ kind: 'password-reset', email: 'dee@example.com' });
    // Woken by the enqueue, not by the 60 s poll: 10 s leaves room for a loaded CI machine.
    await expect.poll(() => sender.sent, { timeout: 10_000 }).toEqual(['dee@example.com']);
    await queue.stop();
    // Stopped: jobs wait in the table.
    await queue.enqueue({ kind: 'password-reset', email: 'eve@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sender.sent).toEqual(['dee@example.com']);
    expect(await rows()).toHaveLength(1);
  });

  it("is drained by the app's mailer.idle(), as the tests that read the outbox expect", async () => {
    await t.app.context.services.mailQueue.enqueue({
      kind: 'password-reset',
      email: 'nobody-here@example.com',
    });
    await t.app.context.services.mailer.idle();
    expect(await rows()).toEqual([]);
    expect(readOutbox(t.mailDir, 'nobody-here@example.com')).toEqual([]);
  });
});

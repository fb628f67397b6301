/**
 * The outgoing-mail queue. A request adds one row to mail_jobs — the same single INSERT whether
 * or not the address has an account, so answers cannot tell the two apart by their timing — and
 * a worker in the app process sends it: every second, and at once when nudged by an enqueue.
 *
 * Jobs are claimed with FOR UPDATE SKIP LOCKED, so several API processes share one queue. A
 * claim is a lease: a job whose worker died mid-send is claimed again once the lease lapses. A
 * failed send is retried with a growing backoff, then kept as 'failed' for someone to look at.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { ReminderDigestJob } from '../services/reminder-digests.ts';

/** What to send. The worker looks the address up, so the request never has to. */
export type AccountMailJob =
  | { kind: 'registration'; email: string }
  | { kind: 'verification'; email: string }
  | { kind: 'password-reset'; email: string };
/**
 * A visitor's sign report changed a rule (api/services/dog-rule-report-mail.ts); a day's
 * reminders (api/services/reminder-digests.ts, queued in the transaction that records the digest).
 */
export type MailJob = AccountMailJob | { kind: 'dog-rule-report'; reportId: number } | ReminderDigestJob;

export interface MailQueueDeps {
  knex: Knex;
  mailer: Mailer;
  logger: Logger;
  /** The message a job asks for, or null when there is nothing to send (an unknown address). */
  compose: (job: MailJob) => Promise<MailMessage | null>;
  pollMs?: number;
}

export interface MailQueue {
  enqueue(job: MailJob): Promise<void>;
  /** Polls for due jobs until stop(). */
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
  /** Sends every job that is due now (tests, and the mailer's idle()). */
  drain(): Promise<void>;
}

export const MAIL_QUEUE = {
  pollMs: 1000,
  leaseMs: 5 * 60 * 1000,
  maxAttempts: 8,
};

/** 30 s after the first failure, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60 * 1000, 30_000 * 2 ** (attempts - 1));

interface ClaimedJob {
  id: number;
  payload: MailJob;
  attempts: number;
}

const later = (knex: Knex, ms: number) => knex.raw("now() + ? * interval '1 millisecond'", [ms]);

export function createMailQueue({ knex, mailer, logger, compose, pollMs }: MailQueueDeps): MailQueue {
  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<void> | undefined;

  async function claim(): Promise<ClaimedJob | undefined> {
    const result = await knex.raw(
      `UPDATE mail_jobs SET status = 'sending', attempts = attempts + 1,
              run_after = now() + ? * interval '1 millisecond'
       WHERE id = (SELECT id FROM mail_jobs
                   WHERE status IN ('pending', 'sending') AND run_after <= now()
                   ORDER BY run_after, id
                   LIMIT 1
                   FOR UPDATE SKIP LOCKED)
       RETURNING id, payload, attempts`,
      [MAIL_QUEUE.leaseMs],
    );
    const row = result.rows[0] as ClaimedJob | undefined;
    return row && { ...row, id: Number(row.id) };
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    try {
      const message = await compose(job.payload);
      if (message) await mailer.send(message);
      await knex('mail_jobs').where({ id: job.id }).delete();
    } catch (err) {
      const giveUp = job.attempts >= MAIL_QUEUE.maxAttempts;
      logger.error(
        { err, jobId: job.id, kind: job.payload.kind, attempts: job.attempts },
        giveUp ? 'mail failed; giving up' : 'mail failed; will retry',
      );
      await knex('mail_jobs')
        .where({ id: job.id })
        .update({
          status: giveUp ? 'failed' : 'pending',
          runAfter: later(knex, retryDelayMs(job.attempts)),
          lastError: String((err as Error)?.message ?? err).slice(0, 1000),
        });
    }
    return true;
  }

  let nudged = false;

  /**
   * Sends due jobs until none is left; one run at a time per process. A nudge during a run makes
   * it look once more: its last look may have come just before the new job was inserted.
   */
  function work(): Promise<void> {
    nudged = true;
    busy ??= (async () => {
      try {
        while (nudged) {
          nudged = false;
          while (await runOne());
        }
      } catch (err) {
        logger.error({ err }, 'mail queue failed');
      } finally {
        busy = undefined;
      }
    })();
    return busy;
  }

  return {
    async enqueue(job) {
      await knex('mail_jobs').insert({ payload: JSON.stringify(job) });
      if (timer) void work();
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void work(), pollMs ?? MAIL_QUEUE.pollMs);
      timer.unref();
      void work();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await busy;
    },
    async drain() {
      // A run already under way may have missed a job added since its last claim.
      await busy;
      await work();
    },
  };
}

/** The mailer whose idle() also waits until the queue has sent everything due. */
export function mailerWithQueue(mailer: Mailer, queue: MailQueue): Mailer {
  return {
    send: (message) => mailer.send(message),
    sendLater: (message) => mailer.sendLater(message),
    async idle() {
      await queue.drain();
      await mailer.idle();
    },
  };
}

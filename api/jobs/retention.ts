/**
 * The retention the privacy page promises (issue #13 item 5): contact messages are deleted 12
 * months after they were sent, analytics events 26 months after they happened. The job runs
 * inside the server every RETENTION_JOB_INTERVAL (first shortly after start), by hand with
 * `npm run retention`, or from the admin dashboard. Each run is recorded in job_runs — started,
 * finished, outcome and what it deleted — so the dashboard can say when it last ran; a run an
 * admin starts is also in the audit log, in the same transaction as its deletes.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { toIso } from '../presenters/values.ts';
import type { AuditEntry } from '../services/admin-audit.ts';
import { claimScheduledRun } from './job-run-claim.ts';

const RETENTION_JOB = 'retention';
export const RETENTION_POLICY = { contactMessagesMonths: 12, analyticsEventsMonths: 26 } as const;

export interface RetentionResult {
  contactMessagesDeleted: number;
  analyticsEventsDeleted: number;
}

type Work = (trx: Knex.Transaction) => Promise<{ result: RetentionResult; audit: AuditEntry }>;
/** Runs the deletes in a transaction: by default a plain one; the admin route's is audited. */
export type RunInTransaction = (work: Work) => Promise<RetentionResult>;

function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes the rows of `table` older than `cutoff`, answering how many (the same on pg and PGlite). */
async function deleteBefore(trx: Knex.Transaction, table: string, column: string, cutoff: Date) {
  const { rows } = await trx.raw(
    'WITH gone AS (DELETE FROM ?? WHERE ?? < ? RETURNING 1) SELECT count(*) AS n FROM gone',
    [table, column, cutoff],
  );
  return Number(rows[0].n);
}

async function deleteOld(trx: Knex.Transaction, now: Date): Promise<RetentionResult> {
  const { contactMessagesMonths, analyticsEventsMonths } = RETENTION_POLICY;
  return {
    contactMessagesDeleted: await deleteBefore(
      trx,
      'contact_submissions',
      'created_at',
      monthsBefore(now, contactMessagesMonths),
    ),
    analyticsEventsDeleted: await deleteBefore(
      trx,
      'analytics_events',
      'occurred_at',
      monthsBefore(now, analyticsEventsMonths),
    ),
  };
}

const startRun = (knex: Knex) =>
  knex('jobRuns')
    .insert({
      name: RETENTION_JOB,
      startedAt: new Date(),
      finishedAt: null,
      outcome: 'running',
      result: '{}',
    })
    .onConflict('name')
    .merge();

const finishRun = (knex: Knex, outcome: 'ok' | 'failed', result: object) =>
  knex('jobRuns')
    .where({ name: RETENTION_JOB })
    .update({ finishedAt: new Date(), outcome, result: JSON.stringify(result) });

/** Deletes what is past its time and records the run; a failed run is recorded and rethrown. */
export async function runRetention(
  knex: Knex,
  { now = new Date(), inTransaction }: { now?: Date; inTransaction?: RunInTransaction } = {},
): Promise<RetentionResult> {
  const run = inTransaction ?? ((work: Work) => knex.transaction(async (trx) => (await work(trx)).result));
  await startRun(knex);
  try {
    const result = await run(async (trx) => {
      const deleted = await deleteOld(trx, now);
      const audit: AuditEntry = {
        action: 'run-job',
        entity: 'job',
        entityId: null,
        summary: `Retention: ${deleted.contactMessagesDeleted} contact messages and ${deleted.analyticsEventsDeleted} analytics events deleted`,
        before: null,
        after: { ...deleted },
      };
      return { result: deleted, audit };
    });
    await finishRun(knex, 'ok', result);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishRun(knex, 'failed', { error: message });
    throw error;
  }
}

/** The last run, as GET /api/admin/jobs shows it; null before the first. */
export async function lastRetentionRun(knex: Knex) {
  const row = await knex('jobRuns').where({ name: RETENTION_JOB }).first();
  if (!row) return null;
  return {
    lastStartedAt: toIso(row.startedAt),
    lastFinishedAt: toIso(row.finishedAt),
    outcome: row.outcome as 'running' | 'ok' | 'failed',
    result: row.result,
  };
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Timers cannot wait longer than about 24.8 days: a longer interval runs every 24 days. */
const MAX_TIMER_MS = 24 * UNIT_MS.d;

/** "6h" | "1d" → milliseconds, or null for "0" (never). The config has checked the form. */
function retentionIntervalMs(setting: string): number | null {
  const match = /^(\d+)(m|h|d)$/.exec(setting);
  if (!match || Number(match[1]) === 0) return null;
  return Math.min(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS], MAX_TIMER_MS);
}

/**
 * Runs the job a minute after start and then every `setting`; a run still going when the next
 * is due is not doubled. stop() cancels the runs to come and waits for one in flight, before
 * the database closes.
 */
export function startRetentionJob(
  knex: Knex,
  logger: Pick<Logger, 'info' | 'error'>,
  setting: string,
  firstRunDelayMs = 60_000,
): { stop(): Promise<void> } {
  const intervalMs = retentionIntervalMs(setting);
  if (intervalMs === null) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const run = () => {
    // One process per turn, however many run this timer (job-run-claim.ts).
    running ??= claimScheduledRun(knex, RETENTION_JOB, intervalMs / 2)
      .then(async (claimed) => {
        if (!claimed) return logger.info('retention job: another process ran this turn');
        const result = await runRetention(knex);
        logger.info(result, 'retention job: old contact messages and analytics events deleted');
      })
      .catch((err) => logger.error({ err }, 'retention job failed; it runs again at the next interval'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstRunDelayMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Sends the day's reminder digests (api/services/reminder-digests.ts) at 07:00 on the London
 * clock, before owners set out, inside the server. Each process plans the same run; the one that
 * claims it in job_runs runs it (job-run-claim.ts), and the reminder_digests rows would stop a
 * second run sending twice anyway. A server started after 07:00 runs shortly after its start
 * when no process has run in the last 20 hours (the server was down at 07:00). The timer does
 * not keep the process alive; stop() cancels it and waits for a run in flight.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { londonClock, londonInstant } from '../../domain/clock/london-time.ts';
import type { Config } from '../config.ts';
import { queueReminderDigests } from '../services/reminder-digests.ts';
import { webPushKeys } from '../web-push-config.ts';
import { claimScheduledRun, finishScheduledRun } from './job-run-claim.ts';

const REMINDER_JOB = 'reminder-digest';
/** 07:00 London. */
const RUN_AT_MINUTES = 7 * 60;
/** Less than a day (23 h across the spring change of clocks), more than any day's restarts. */
const MIN_GAP_MS = 20 * 3_600_000;

/** The next 07:00 London after `now`. */
export function nextDigestRun(now: Date): Date {
  const { year, month, day } = londonClock(now);
  const today = londonInstant(year, month, day, RUN_AT_MINUTES);
  if (today > now) return today;
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  return londonInstant(
    tomorrow.getUTCFullYear(),
    tomorrow.getUTCMonth() + 1,
    tomorrow.getUTCDate(),
    RUN_AT_MINUTES,
  );
}

export interface ReminderScheduleDeps {
  knex: Knex;
  logger: Pick<Logger, 'info' | 'error'>;
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>;
  /** Pause after start before a catch-up run (lets the server settle). */
  startDelayMs?: number;
}

/** One claimed run: the digests for today's London date. */
export async function runReminderDigest(deps: ReminderScheduleDeps, now = new Date()): Promise<void> {
  if (!(await claimScheduledRun(deps.knex, REMINDER_JOB, MIN_GAP_MS))) {
    deps.logger.info('reminder digests: another process ran today');
    return;
  }
  try {
    const summary = await queueReminderDigests(deps.knex, now, webPushKeys(deps.config));
    deps.logger.info(summary, 'reminder digests queued');
    await finishScheduledRun(deps.knex, REMINDER_JOB, 'ok', summary);
  } catch (err) {
    deps.logger.error({ err }, 'reminder digests failed');
    const error = String((err as Error)?.message ?? err).slice(0, 1000);
    await finishScheduledRun(deps.knex, REMINDER_JOB, 'failed', { error }).catch(() => undefined);
  }
}

export function startReminderDigestSchedule(deps: ReminderScheduleDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const plan = (at: Date) => {
    if (stopped) return;
    timer = setTimeout(tick, Math.max(0, at.getTime() - Date.now()));
    timer.unref();
  };
  const tick = () => {
    running = runReminderDigest(deps).finally(() => {
      running = undefined;
      plan(nextDigestRun(new Date()));
    });
  };
  const now = new Date();
  const { minutes } = londonClock(now);
  // After 07:00 a run today may have been missed; the claim says whether it was.
  plan(
    minutes >= RUN_AT_MINUTES ? new Date(now.getTime() + (deps.startDelayMs ?? 60_000)) : nextDigestRun(now),
  );
  deps.logger.info('reminder digests scheduled for 07:00 London');
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

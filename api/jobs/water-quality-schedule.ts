/**
 * Runs the water-quality import inside the server every WATER_QUALITY_REFRESH ("30m", "6h",
 * "1d"). Runs never overlap: the next one is planned when the last ends. After a start the
 * first run waits until the previous import is due again, so restarts do not hammer the EA.
 * The timer does not keep the process alive; stop() cancels it, aborts a run in flight and
 * waits for it, before the database closes.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  type ImportOptions,
  type ImportSummary,
  importWaterQuality,
  type WaterQualitySettings,
} from './import-water-quality.ts';
import { claimScheduledRun, finishScheduledRun } from './job-run-claim.ts';
import { DATA_SOURCE } from './water-quality-record.ts';

/** Its row in job_runs: one process imports per turn (job-run-claim.ts). */
const WATER_QUALITY_JOB = 'water-quality-import';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Each run asks the EA about 300 questions: more often than this is not polite. */
const MIN_REFRESH_MS = 15 * 60_000;
/** Timers cannot wait longer than about 24 days; a week is plenty. */
const MAX_REFRESH_MS = 7 * 86_400_000;
const REFRESH_PATTERN = /^([1-9]\d*)(m|h|d)$/;

/** "30m" | "6h" | "1d" → milliseconds; throws on anything else, under 15 minutes or over 7 days. */
export function parseRefreshInterval(value: string): number {
  const match = REFRESH_PATTERN.exec(value.trim());
  if (!match) throw new RangeError(`WATER_QUALITY_REFRESH must look like 30m, 6h or 1d, not "${value}"`);
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  if (ms < MIN_REFRESH_MS) throw new RangeError('WATER_QUALITY_REFRESH must be at least 15m');
  if (ms > MAX_REFRESH_MS) throw new RangeError('WATER_QUALITY_REFRESH must be at most 7d');
  return ms;
}

export interface WaterQualitySchedule {
  readonly intervalMs: number;
  stop(): Promise<void>;
}

export interface ScheduleDeps {
  knex: Knex;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  config: WaterQualitySettings;
  /** Replaced in tests. */
  runImport?: (options: ImportOptions) => Promise<ImportSummary>;
  /** Pause after start before a first run that is already due (lets the server settle). */
  startDelayMs?: number;
}

/** Starts the schedule, or returns null when WATER_QUALITY_REFRESH is not set. */
export function startWaterQualitySchedule(deps: ScheduleDeps): WaterQualitySchedule | null {
  const setting = deps.config.WATER_QUALITY_REFRESH;
  if (!setting) return null;
  const intervalMs = parseRefreshInterval(setting);
  const runImport = deps.runImport ?? importWaterQuality;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };
  const tick = () => {
    running = (async () => {
      try {
        // Half an interval: another process's timer may run a little ahead of this one's.
        if (!(await claimScheduledRun(deps.knex, WATER_QUALITY_JOB, intervalMs / 2))) {
          deps.logger.info('water-quality import: another process ran this turn');
          return;
        }
      } catch (err) {
        deps.logger.error({ err }, 'water-quality import: could not claim its turn');
        return;
      }
      try {
        const summary = await runImport({
          knex: deps.knex,
          settings: deps.config,
          signal: controller.signal,
          logger: deps.logger,
        });
        if (summary.failed.length > 0)
          deps.logger.warn({ failed: summary.failed }, 'water-quality import: some beaches failed');
        const { updated, unchanged, failed } = summary;
        await finishScheduledRun(deps.knex, WATER_QUALITY_JOB, 'ok', {
          updated,
          unchanged,
          failed: failed.length,
        });
      } catch (err) {
        deps.logger.error({ err }, 'water-quality import failed');
        const error = String((err as Error)?.message ?? err).slice(0, 1000);
        await finishScheduledRun(deps.knex, WATER_QUALITY_JOB, 'failed', { error }).catch(() => undefined);
      }
    })().finally(() => {
      running = undefined;
      plan(intervalMs);
    });
  };

  const startDelayMs = deps.startDelayMs ?? 30_000;
  lastImportAt(deps.knex)
    .then((last) => (last ? Math.max(startDelayMs, last.getTime() + intervalMs - Date.now()) : startDelayMs))
    .catch(() => startDelayMs)
    .then(plan);
  deps.logger.info({ every: setting }, 'water-quality import scheduled');

  return {
    intervalMs,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      await running;
    },
  };
}

async function lastImportAt(knex: Knex): Promise<Date | null> {
  const row = await knex('water_quality')
    .where({ dataSource: DATA_SOURCE })
    .max('lastChecked as last')
    .first();
  return row?.last ? new Date(row.last) : null;
}

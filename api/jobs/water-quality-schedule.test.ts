import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import type { ImportOptions, ImportSummary } from './import-water-quality.ts';
import { parseRefreshInterval, startWaterQualitySchedule } from './water-quality-schedule.ts';

describe('parseRefreshInterval', () => {
  it.each([
    ['30m', 30 * 60_000],
    ['6h', 6 * 3_600_000],
    ['1d', 86_400_000],
    [' 90m ', 90 * 60_000],
  ])('reads %s', (value, ms) => {
    expect(parseRefreshInterval(value)).toBe(ms);
  });

  it.each(['6', 'h', '0h', '1.5h', '6 hours', '-1h'])('rejects "%s"', (value) => {
    expect(() => parseRefreshInterval(value)).toThrow(/30m, 6h or 1d/);
  });

  it('refuses to ask the EA more often than every 15 minutes, or to wait more than a week', () => {
    expect(() => parseRefreshInterval('5m')).toThrow(/at least 15m/);
    expect(() => parseRefreshInterval('8d')).toThrow(/at most 7d/);
  });
});

describe('startWaterQualitySchedule', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.destroy());
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const summary: ImportSummary = {
    updated: 1,
    unchanged: 0,
    failed: [],
    stormOverflow: 'not configured',
    startedAt: '',
    finishedAt: '',
  };

  it('does nothing unless WATER_QUALITY_REFRESH is set', () => {
    expect(startWaterQualitySchedule({ knex: db.knex, logger, config: {} })).toBeNull();
  });

  it('runs an import that is due soon after start, and stop() aborts the run in flight and waits for it', async () => {
    let signal: AbortSignal | undefined;
    let finished = false;
    const runImport = vi.fn(async (options: ImportOptions) => {
      signal = options.signal;
      await new Promise((resolve) => options.signal?.addEventListener('abort', resolve));
      finished = true;
      return summary;
    });
    const schedule = startWaterQualitySchedule({
      knex: db.knex,
      logger,
      config: { WATER_QUALITY_REFRESH: '6h' },
      runImport,
      startDelayMs: 10,
    });
    expect(schedule?.intervalMs).toBe(6 * 3_600_000);
    await vi.waitFor(() => expect(runImport).toHaveBeenCalledTimes(1));
    expect(runImport.mock.calls[0][0]).toMatchObject({
      knex: db.knex,
      settings: { WATER_QUALITY_REFRESH: '6h' },
    });

    await schedule?.stop();
    expect(signal?.aborted).toBe(true);
    expect(finished).toBe(true);
  });

  it('imports once per turn when two processes run the schedule on one database', async () => {
    await db.knex('jobRuns').delete();
    const runs = [vi.fn(async () => summary), vi.fn(async () => summary)];
    const schedules = runs.map((runImport) =>
      startWaterQualitySchedule({
        knex: db.knex,
        logger,
        config: { WATER_QUALITY_REFRESH: '6h' },
        runImport,
        startDelayMs: 10,
      }),
    );
    await vi.waitFor(async () =>
      expect(await db.knex('jobRuns').where({ name: 'water-quality-import' }).first()).toMatchObject({
        outcome: 'ok',
        result: { updated: 1, unchanged: 0, failed: 0 },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs[0].mock.calls.length + runs[1].mock.calls.length).toBe(1);
    await Promise.all(schedules.map((schedule) => schedule?.stop()));
  });

  it('waits for the next due time when the last import is recent', async () => {
    await db.knex('water_quality').update({ dataSource: 'environment_agency', lastChecked: new Date() });
    const runImport = vi.fn(async () => summary);
    const schedule = startWaterQualitySchedule({
      knex: db.knex,
      logger,
      config: { WATER_QUALITY_REFRESH: '1h' },
      runImport,
      startDelayMs: 10,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runImport).not.toHaveBeenCalled();
    await schedule?.stop();
  });
});

/**
 * Prunes sync tombstones older than the retention period, once at start and then daily. A
 * client that has not synced for longer than that gets 410 and starts again from a snapshot
 * (api/routes/sync/sync.ts), which is the price of not keeping every deletion forever.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { pruneTombstones } from '../services/change-versions.ts';

const TOMBSTONE_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export function startTombstonePruning(knex: Knex, logger: Logger): { stop(): void } {
  const prune = async () => {
    try {
      const removed = await pruneTombstones(knex, TOMBSTONE_RETENTION_DAYS);
      if (removed > 0) logger.info({ removed }, 'pruned old sync tombstones');
    } catch (err) {
      logger.warn({ err }, 'could not prune sync tombstones; will try again tomorrow');
    }
  };
  void prune();
  const timer = setInterval(prune, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Fixed-window counters behind the abuse limits. The Postgres store (the default) is shared by
 * every API process; the in-memory one counts for this process only and is meant for a single
 * process or tests.
 */
import type { Knex } from 'knex';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Takes back one hit (a sign-in counted as a failure that turned out not to be one). */
  undo(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = Date.now();
    if (this.windows.size > 50_000) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    const current = this.windows.get(key);
    const next =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, next);
    return next;
  }

  async undo(key: string): Promise<void> {
    const current = this.windows.get(key);
    if (current && current.count > 0) this.windows.set(key, { ...current, count: current.count - 1 });
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export class PostgresRateLimitStore implements RateLimitStore {
  private lastPurge = 0;

  constructor(private readonly knex: Knex) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    // One statement, so two processes counting the same key at once both get counted.
    const result = await this.knex.raw(
      `INSERT INTO rate_limits (key, count, reset_at)
       VALUES (?, 1, now() + ? * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now()
                         THEN now() + ? * interval '1 millisecond' ELSE rate_limits.reset_at END
       RETURNING count, reset_at`,
      [key, windowMs, windowMs],
    );
    const row = result.rows[0] as { count: number; resetAt?: Date; reset_at?: Date };
    await this.purgeExpired();
    return {
      count: Number(row.count),
      resetAt: new Date(row.resetAt ?? row.reset_at ?? Date.now()).getTime(),
    };
  }

  async undo(key: string): Promise<void> {
    await this.knex('rate_limits').where({ key }).where('count', '>', 0).decrement('count', 1);
  }

  async reset(key: string): Promise<void> {
    await this.knex('rate_limits').where({ key }).delete();
  }

  private async purgeExpired(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = Date.now();
    await this.knex('rate_limits').where('resetAt', '<', new Date()).delete();
  }
}

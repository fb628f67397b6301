/**
 * koa-session's external store on the `sessions` table, so sessions survive restarts and work
 * across several API processes on one database. Each row carries its kind ('user' | 'admin'):
 * a session id read from one cookie never resolves to the other kind's row.
 *
 * Rolling expiry would mean a write on every request; instead an unchanged session is written
 * back at most once per REFRESH_INTERVAL_MS, so its stored expiry trails the cookie's by at most
 * that much.
 */
import type { Knex } from 'knex';
import type { Context } from 'koa';

export type SessionKind = 'user' | 'admin';

const REFRESH_INTERVAL_MS = 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

interface StoreContext {
  ctx: Context;
}

export class PostgresSessionStore {
  private lastPurge = 0;

  constructor(
    private readonly knex: Knex,
    private readonly kindOf: (ctx: Context) => SessionKind,
  ) {}

  async get(
    sid: string,
    _maxAge: number,
    { ctx }: StoreContext,
  ): Promise<Record<string, unknown> | undefined> {
    const row = await this.knex('sessions')
      .where({ sid, kind: this.kindOf(ctx) })
      .where('expiresAt', '>', new Date())
      .first('data', 'expiresAt');
    if (!row) return undefined;
    ctx.state.sessionStored = { sid, expiresAt: new Date(row.expiresAt).getTime() };
    return typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  }

  async set(
    sid: string,
    data: Record<string, unknown>,
    maxAge: number,
    { ctx, changed }: StoreContext & { changed: boolean },
  ): Promise<void> {
    const expiresAt = Date.now() + maxAge;
    const stored: { sid: string; expiresAt: number } | undefined = ctx.state.sessionStored;
    // Only this very row, unchanged and written recently, can skip the write.
    const fresh = stored?.sid === sid && expiresAt - stored.expiresAt < REFRESH_INTERVAL_MS;
    if (!changed && fresh) return;
    await this.knex('sessions')
      .insert({ sid, kind: this.kindOf(ctx), data: JSON.stringify(data), expiresAt: new Date(expiresAt) })
      .onConflict('sid')
      .merge(['data', 'expiresAt']);
    ctx.state.sessionStored = { sid, expiresAt };
    await this.purgeExpired();
  }

  async destroy(sid: string): Promise<void> {
    await this.knex('sessions').where({ sid }).delete();
  }

  /** Whether `sid` is a live user session with a user in it (the admin guard's 401-or-403 question). */
  async isSignedInUserSession(sid: string): Promise<boolean> {
    const row = await this.knex('sessions')
      .where({ sid, kind: 'user' })
      .where('expiresAt', '>', new Date())
      .whereRaw("data->>'userId' IS NOT NULL")
      .first('sid');
    return Boolean(row);
  }

  /** Every session of one user (after a password reset, say). */
  async destroyUserSessions(userId: number): Promise<void> {
    await this.knex('sessions')
      .where({ kind: 'user' })
      .whereRaw("data->>'userId' = ?", [String(userId)])
      .delete();
  }

  private async purgeExpired(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = Date.now();
    await this.knex('sessions').where('expiresAt', '<', new Date()).delete();
  }
}

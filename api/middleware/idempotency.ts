/**
 * Exactly-once creates (DESIGN.md "Nothing lost, nothing doubled"). A create request may carry
 * an `Idempotency-Key` (a UUID the client made when the user acted). The first request with a
 * key claims it in `idempotency_keys` together with its actor and a hash of its body, runs,
 * and leaves its successful answer there; a replay with the same key and body gets that answer
 * back and creates nothing. The same key with a different body is a 409; a replay that arrives
 * while the first is still running waits for it a little, then gets a 409.
 *
 * JSON bodies are hashed here. Multipart uploads are hashed by the route once it has parsed
 * them (the raw bytes differ between retries by their boundary) through
 * `ctx.state.idempotency.claim(hash)`.
 *
 * Only 2xx answers are kept: after an error the key is released, so a retry runs again.
 *
 * Keys belong to whoever sent them: a signed-in user or admin, or a visitor known by a random id
 * in a signed `ddb.visitor` cookie (set on their first keyed request, kept as long as the keys).
 * A cookie rather than a session, so that a visitor's retry costs no session row; a client that
 * keeps no cookies gets a fresh id each time, so it is never replayed an answer, not even its own.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import { secureCookies } from '../config.ts';
import { badRequest, HttpError } from '../errors.ts';
import { actorKey } from '../policies/actor.ts';
import { actorOf } from './auth.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a replay waits for the first request to finish. */
const WAIT_FOR_FIRST_MS = 5000;
/** A claim older than this was left by a process that died mid-request: take it over. */
const STALE_CLAIM_MS = 2 * 60 * 1000;
/** Keys are kept a day: long enough for any offline outbox to retry. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
let lastPurge = 0;

class Replay {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Sorted keys, so that {a,b} and {b,a} hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class IdempotencyClaim {
  claimed = false;

  constructor(
    private readonly knex: Knex,
    readonly key: string,
    readonly actor: string,
    readonly method: string,
    readonly path: string,
  ) {}

  private row() {
    return this.knex('idempotency_keys').where({ key: this.key, actor: this.actor });
  }

  /** Claims the key for this request, or throws the stored answer (Replay) or a 409. */
  async claim(requestHash: string): Promise<void> {
    await purgeOldKeys(this.knex);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const inserted = await this.knex('idempotency_keys')
        .insert({ key: this.key, actor: this.actor, method: this.method, path: this.path, requestHash })
        .onConflict(['key', 'actor'])
        .ignore()
        .returning('key');
      if (inserted.length > 0) {
        this.claimed = true;
        return;
      }
      const existing = await this.row().first();
      if (!existing) continue; // released between our insert and read: try again
      if (existing.requestHash !== requestHash) {
        throw new HttpError(
          409,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request',
        );
      }
      if (existing.responseStatus !== null) throw new Replay(existing.responseStatus, existing.responseBody);
      if (Date.now() - new Date(existing.createdAt).getTime() > STALE_CLAIM_MS) {
        const taken = await this.row()
          .whereNull('responseStatus')
          .where({ createdAt: existing.createdAt })
          .update({ createdAt: new Date() });
        if (taken > 0) {
          this.claimed = true;
          return;
        }
      }
      if (Date.now() > deadline) {
        throw new HttpError(
          409,
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still being processed; try again shortly',
        );
      }
      await sleep(100);
    }
  }

  async complete(status: number, body: unknown): Promise<void> {
    if (!this.claimed) return;
    await this.row().update({ responseStatus: status, responseBody: JSON.stringify(body ?? null) });
  }

  async release(): Promise<void> {
    if (!this.claimed) return;
    this.claimed = false;
    await this.row().whereNull('responseStatus').delete();
  }
}

async function purgeOldKeys(knex: Knex): Promise<void> {
  if (Date.now() - lastPurge < PURGE_INTERVAL_MS) return;
  lastPurge = Date.now();
  await knex('idempotency_keys')
    .where('createdAt', '<', new Date(Date.now() - KEEP_MS))
    .delete();
}

export const VISITOR_COOKIE = 'ddb.visitor';

/** The visitor's own idempotency scope: from their cookie, or a new one they are given. */
function visitorScope(ctx: Context): string {
  const known = ctx.cookies.get(VISITOR_COOKIE, { signed: true });
  if (known && UUID.test(known)) return known;
  const id = randomUUID();
  ctx.cookies.set(VISITOR_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx.services.config),
    maxAge: KEEP_MS,
  });
  return id;
}

function answerWith(ctx: Context, replay: Replay): void {
  ctx.status = replay.status;
  ctx.body = replay.body;
  ctx.set('Idempotent-Replayed', 'true');
  ctx.set('Cache-Control', 'no-store');
}

export function idempotency() {
  return async function honourIdempotencyKey(ctx: Context, next: Next) {
    const key = ctx.get('Idempotency-Key').trim();
    if (!key) return next();
    if (!UUID.test(key)) throw badRequest('Idempotency-Key must be a UUID');

    const actor = actorOf(ctx);
    const claim = new IdempotencyClaim(
      ctx.knex,
      key.toLowerCase(),
      actorKey(actor, actor.kind === 'visitor' ? visitorScope(ctx) : ''),
      ctx.method,
      ctx.path,
    );
    ctx.state.idempotency = claim;
    try {
      if (!ctx.is('multipart')) await claim.claim(hashRequest(ctx.method, ctx.path, ctx.request.body));
      await next();
    } catch (error) {
      if (error instanceof Replay) return answerWith(ctx, error);
      await claim.release();
      throw error;
    }
    if (ctx.status >= 200 && ctx.status < 300) await claim.complete(ctx.status, ctx.body);
    else await claim.release();
  };
}

/** For routes that hash their own body (multipart): claims the key if the request has one. */
export async function claimIdempotencyKey(ctx: Context, parts: unknown): Promise<void> {
  const claim = ctx.state.idempotency;
  if (claim instanceof IdempotencyClaim) await claim.claim(hashRequest(ctx.method, ctx.path, parts));
}

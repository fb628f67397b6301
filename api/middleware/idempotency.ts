/**
 * Exactly once (DESIGN.md "Nothing lost, nothing doubled", issue #10). Every write the app
 * sends (create, edit, delete) may carry an `Idempotency-Key`: the UUID of its outbox row,
 * sent again with every retry. The first request with a key claims it in `idempotency_keys`
 * (its actor, method, path and a hash of its body; the claim commits at once, so a second
 * request with the key sees it is in flight). The route then runs its write through
 * `answerOnce` (idempotency-write.ts): the answer is written into the claim row **in the same
 * transaction as the write**, so the two commit together or not at all. Whatever dies when
 * (the process after the commit, the connection before the answer reaches the phone), a retry
 * finds either the answer (and gets it back, creating nothing) or no answer and no write (and
 * runs anew): there is no moment where the write is committed and its answer is not.
 *
 * - Same key, same body, answered: the stored answer, with `Idempotent-Replayed: true`.
 * - Same key, other body (or other route): 422 `idempotency_key_reused`.
 * - Same key while the first is still running: we wait for it a little, then 409
 *   `idempotency_in_progress`; the outbox tries again later.
 * - A claim older than STALE_CLAIM_MS has lost its process: a retry takes it over. If the
 *   first is only slow, both may run, but only one answer can be written (the row is filled
 *   only while its answer is empty): the other's transaction rolls back and it replays the
 *   winner's answer, so the takeover can never write twice.
 * - Only 2xx answers are kept: after an error the claim is released and a retry runs again.
 *
 * JSON bodies are hashed here. Multipart uploads are hashed by the route once it has parsed
 * them (the raw bytes differ between retries by their boundary) through `claimIdempotencyKey`.
 *
 * Keys belong to whoever sent them: a signed-in user or admin, or a visitor known by a random id
 * in a signed `ddb.visitor` cookie (renewed on every keyed request, kept as long as the keys).
 * A cookie rather than a session, so that a visitor's retry costs no session row; a client that
 * keeps no cookies gets a fresh id each time, so it is never replayed an answer, not even its own.
 *
 * Keys are kept KEEP_MS (7 days, as long as the outbox retries), then swept.
 *
 * Auth routes (login, logout, password reset) are outside this: they are not queued offline.
 * Register keeps its older, weaker form (`storeAnswerAfterRoute`), its answer stored after the
 * route; a crash in between is harmless there because the address is unique.
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
/** Keys are kept a week: as long as the outbox retries an item (pwa/offline). */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
let lastSweep = 0;

class Replay {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Thrown inside a write transaction whose key another request answered first: roll back, replay. */
class AnsweredElsewhere extends Error {}

const keyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request: send each new request with a new key',
  );

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
const isSuccess = (status: number) => status >= 200 && status < 300;

export class IdempotencyClaim {
  claimed = false;
  private requestHash = '';

  constructor(
    private readonly knex: Knex,
    readonly key: string,
    readonly actor: string,
    readonly method: string,
    readonly path: string,
  ) {}

  private row(db: Knex | Knex.Transaction = this.knex) {
    return db('idempotency_keys').where({ key: this.key, actor: this.actor });
  }

  /** Claims the key for this request, or throws the stored answer (Replay), a 422 or a 409. */
  async claim(requestHash: string): Promise<void> {
    this.requestHash = requestHash;
    await sweepIdempotencyKeysNow(this.knex);
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
      if (existing.requestHash !== requestHash) throw keyReused();
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

  /**
   * Writes the answer into the claim row inside the route's write transaction. The row is filled
   * only while its answer is empty (and re-inserted if a failed takeover released it): if another
   * request with this key has answered, this write must not commit, so AnsweredElsewhere rolls it back.
   */
  async record(trx: Knex.Transaction, status: number, body: unknown): Promise<void> {
    if (!this.claimed) return;
    const filled = await trx('idempotency_keys')
      .insert({
        key: this.key,
        actor: this.actor,
        method: this.method,
        path: this.path,
        requestHash: this.requestHash,
        responseStatus: status,
        responseBody: JSON.stringify(body ?? null),
      })
      .onConflict(['key', 'actor'])
      .merge(['responseStatus', 'responseBody'])
      .whereNull('idempotency_keys.responseStatus')
      .where('idempotency_keys.requestHash', this.requestHash)
      .returning('key');
    if (filled.length === 0) throw new AnsweredElsewhere('Another request answered this Idempotency-Key');
  }

  /** Takes back a committed answer, in the transaction that takes back its write. */
  async withdraw(trx: Knex.Transaction): Promise<void> {
    if (!this.claimed) return;
    await this.row(trx).delete();
  }

  /** The answer another request stored for this key (after our write rolled back for it). */
  async storedAnswer(): Promise<Replay> {
    const existing = await this.row().first();
    if (existing && existing.requestHash !== this.requestHash) throw keyReused();
    if (existing?.responseStatus != null) return new Replay(existing.responseStatus, existing.responseBody);
    throw new HttpError(409, 'idempotency_in_progress', 'Try this request again shortly');
  }

  /** For routes that store their answer after they ran (register only; see the module comment). */
  async complete(status: number, body: unknown): Promise<void> {
    if (!this.claimed) return;
    await this.row().update({ responseStatus: status, responseBody: JSON.stringify(body ?? null) });
  }

  /** Gives the key up unless an answer was committed for it (that one is never deleted). */
  async release(): Promise<void> {
    if (!this.claimed) return;
    this.claimed = false;
    await this.row().whereNull('responseStatus').delete();
  }
}

/** Deletes keys older than KEEP_MS; returns how many. */
export async function sweepIdempotencyKeys(knex: Knex, now = new Date()): Promise<number> {
  const swept = await knex('idempotency_keys')
    .where('createdAt', '<', new Date(now.getTime() - KEEP_MS))
    .delete()
    .returning('key');
  return swept.length;
}

/** The sweep, at most hourly, from the requests themselves (no separate job to forget). */
async function sweepIdempotencyKeysNow(knex: Knex): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = Date.now();
  await sweepIdempotencyKeys(knex);
}

export const VISITOR_COOKIE = 'ddb.visitor';

/** The visitor's own idempotency scope: from their cookie, or a new one; renewed each time. */
function visitorScope(ctx: Context): string {
  const known = ctx.cookies.get(VISITOR_COOKIE, { signed: true });
  const id = known && UUID.test(known) ? known : randomUUID();
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

export interface IdempotencyOptions {
  /** Register only: store the answer after the route instead of in its write transaction. */
  storeAnswerAfterRoute?: boolean;
  /**
   * 'shared': visitors get no cookie and share one scope. Only for answers that tell nobody
   * anything (an analytics event's empty 204), so that sending page views leaves no id behind.
   */
  visitorScope?: 'own' | 'shared';
  /**
   * Body fields left out of the request's fingerprint: the contact form's captcha token, solved
   * afresh before each attempt (a solution is accepted once and expires), so that a retry after a
   * lost answer is replayed rather than refused as another request.
   */
  unhashedFields?: readonly string[];
}

function withoutFields(body: unknown, fields: readonly string[]): unknown {
  if (fields.length === 0 || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => !fields.includes(name)));
}

export function idempotency({
  storeAnswerAfterRoute = false,
  visitorScope: scope = 'own',
  unhashedFields = [],
}: IdempotencyOptions = {}) {
  return async function honourIdempotencyKey(ctx: Context, next: Next) {
    const key = ctx.get('Idempotency-Key').trim();
    if (!key) return next();
    if (!UUID.test(key)) throw badRequest('Idempotency-Key must be a UUID');

    const actor = actorOf(ctx);
    const claim = new IdempotencyClaim(
      ctx.knex,
      key.toLowerCase(),
      actorKey(actor, actor.kind !== 'visitor' ? '' : scope === 'shared' ? 'shared' : visitorScope(ctx)),
      ctx.method,
      ctx.path,
    );
    ctx.state.idempotency = claim;
    try {
      if (!ctx.is('multipart')) {
        const fingerprinted = withoutFields(ctx.request.body, unhashedFields);
        await claim.claim(hashRequest(ctx.method, ctx.path, fingerprinted));
      }
      await next();
    } catch (error) {
      if (error instanceof Replay) return answerWith(ctx, error);
      if (error instanceof AnsweredElsewhere) return answerWith(ctx, await claim.storedAnswer());
      await claim.release();
      throw error;
    }
    if (storeAnswerAfterRoute && isSuccess(ctx.status)) await claim.complete(ctx.status, ctx.body);
    // A route that wrote nothing (an opted-out analytics event) leaves no answer: a retry runs again.
    await claim.release();
  };
}

/** For routes that hash their own body (multipart): claims the key if the request has one. */
export async function claimIdempotencyKey(ctx: Context, parts: unknown): Promise<void> {
  const claim = ctx.state.idempotency;
  if (claim instanceof IdempotencyClaim) await claim.claim(hashRequest(ctx.method, ctx.path, parts));
}

/** The request's claim, if it carries a key (for idempotency-write.ts). */
export function claimOf(ctx: Context): IdempotencyClaim | undefined {
  const claim = ctx.state.idempotency;
  return claim instanceof IdempotencyClaim ? claim : undefined;
}

export { isSuccess };

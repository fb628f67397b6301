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
 * - A claim older than STALE_CLAIM_MS has lost its process (killed, or cut off from the
 *   database before it could release the claim): a retry takes it over. If the first is only
 *   slow, both may run, but only one answer can be written (the row is filled only while its
 *   answer is empty): the other's transaction rolls back and it replays the winner's answer, so
 *   the takeover can never write twice.
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
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { secureCookies } from '../config.ts';
import { badRequest } from '../errors.ts';
import { actorKey } from '../policies/actor.ts';
import { actorOf } from './auth.ts';
import {
  AnsweredElsewhere,
  hashRequest,
  IdempotencyClaim,
  isSuccess,
  KEEP_MS,
  Replay,
  UUID,
} from './idempotency-claim.ts';

const VISITOR_COOKIE = 'ddb.visitor';

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

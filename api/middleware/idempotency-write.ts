/**
 * How a write route answers exactly once (idempotency.ts says why): its write runs in one
 * transaction with the storing of its answer under the request's Idempotency-Key, if it has one.
 * Every query of the write must use the transaction it is given (PGlite has one connection).
 */
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { claimOf } from './idempotency.ts';
import { isSuccess } from './idempotency-claim.ts';

export interface Answer {
  status: number;
  body?: unknown;
}

/** Stores a 2xx answer under the request's key, inside the write's own transaction. */
export async function recordAnswer(ctx: Context, trx: Knex.Transaction, answer: Answer): Promise<void> {
  const claim = claimOf(ctx);
  if (claim && isSuccess(answer.status)) await claim.record(trx, answer.status, answer.body);
}

/** In the transaction that takes a write back (a photo upload whose files failed to publish). */
export async function withdrawAnswer(ctx: Context, trx: Knex.Transaction): Promise<void> {
  await claimOf(ctx)?.withdraw(trx);
}

/** Runs `write` and the storing of its answer in one transaction, then sends the answer. */
export async function answerOnce(ctx: Context, write: (trx: Knex.Transaction) => Promise<Answer>) {
  const answer = await (ctx.knex as Knex).transaction(async (trx) => {
    const answer = await write(trx);
    await recordAnswer(ctx, trx, answer);
    return answer;
  });
  ctx.status = answer.status;
  if (answer.body !== undefined) ctx.body = answer.body;
}

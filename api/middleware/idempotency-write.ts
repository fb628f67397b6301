/**
 * How a write route answers exactly once (idempotency.ts says why): its write runs in one
 * transaction with the storing of its answer under the request's Idempotency-Key, if it has one.
 * Every query of the write must use the transaction it is given (PGlite has one connection).
 */
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { CommittedAlongside } from '../services/staged-photo-rows.ts';
import { claimOf } from './idempotency.ts';
import { isSuccess } from './idempotency-claim.ts';

export interface Answer {
  status: number;
  body?: unknown;
}

/**
 * A write that runs its own transactions (a photo upload: files staged, rows committed, files
 * published, the rows taken back if publishing fails): `run` commits `alongside` with its rows,
 * giving it their result, and withdraws it with them; `answer` says what a result is answered
 * with. (`alongside` takes any result, so that T is inferred from what `run` returns.)
 */
export interface SteppedWrite<T> {
  run(alongside: CommittedAlongside<unknown>): Promise<T>;
  answer(result: T): Answer;
}

/** Stores a 2xx answer under the request's key, inside the write's own transaction. */
async function recordAnswer(ctx: Context, trx: Knex.Transaction, answer: Answer): Promise<void> {
  const claim = claimOf(ctx);
  if (claim && isSuccess(answer.status)) await claim.record(trx, answer.status, answer.body);
}

/** A write of one transaction, as a SteppedWrite whose result is its answer. */
const inOneTransaction = (
  knex: Knex,
  write: (trx: Knex.Transaction) => Promise<Answer>,
): SteppedWrite<Answer> => ({
  run: (alongside) =>
    knex.transaction(async (trx) => {
      const answer = await write(trx);
      await alongside.record(trx, answer);
      return answer;
    }),
  answer: (answer) => answer,
});

/**
 * Runs the write with the storing of its answer (in the transaction that commits it, taken back
 * in the one that takes it back), then sends the answer.
 */
export async function answerOnce(
  ctx: Context,
  write: (trx: Knex.Transaction) => Promise<Answer>,
): Promise<void>;
export async function answerOnce<T>(ctx: Context, write: SteppedWrite<T>): Promise<void>;
export async function answerOnce(
  ctx: Context,
  write: ((trx: Knex.Transaction) => Promise<Answer>) | SteppedWrite<unknown>,
): Promise<void> {
  const stepped: SteppedWrite<unknown> =
    typeof write === 'function' ? inOneTransaction(ctx.knex, write) : write;
  const result = await stepped.run({
    record: (trx, saved) => recordAnswer(ctx, trx, stepped.answer(saved)),
    withdraw: async (trx) => {
      await claimOf(ctx)?.withdraw(trx);
    },
  });
  const answer = stepped.answer(result);
  ctx.status = answer.status;
  if (answer.body !== undefined) ctx.body = answer.body;
}

/**
 * One Idempotency-Key's claim in `idempotency_keys` (see idempotency.ts for the whole rule): taken
 * by the first request, answered in the same transaction as the write, replayed to a retry, taken
 * over when its process died, released after an error, swept after KEEP_MS.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../errors.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a replay waits for the first request to finish. */
const WAIT_FOR_FIRST_MS = 5000;
/** A claim older than this was left by a process that died mid-request: take it over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;
/** Keys are kept a week: as long as the outbox retries an item (pwa/offline). */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
let lastSweep = 0;

export class Replay {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Thrown inside a write transaction whose key another request answered first: roll back, replay. */
export class AnsweredElsewhere extends Error {}

const keyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request: send each new request with a new key',
  );

/**
 * Sorted keys, so that {a,b} and {b,a} hash alike. With a stack of its own, not by recursion: a
 * JSON body can nest 50,000 deep within its 100 KB, deeper than the call stack goes, and must
 * reach the route's validation like any other body (issue #27 item 7). Its output must never
 * change: a retry is matched to its claim, up to KEEP_MS old, by this text's hash.
 */
function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // What is left to write, next on top: values, and the text between them.
  const todo: ({ value: unknown } | string)[] = [{ value }];
  for (let item = todo.pop(); item !== undefined; item = todo.pop()) {
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    const current = item.value;
    if (Array.isArray(current)) {
      todo.push(']');
      for (let i = current.length - 1; i >= 0; i--) {
        todo.push({ value: current[i] });
        if (i > 0) todo.push(',');
      }
      todo.push('[');
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      todo.push('}');
      for (let i = entries.length - 1; i >= 0; i--) {
        const [name, entry] = entries[i];
        todo.push({ value: entry }, `${JSON.stringify(name)}:`);
        if (i > 0) todo.push(',');
      }
      todo.push('{');
    } else {
      out.push(JSON.stringify(current ?? null));
    }
  }
  return out.join('');
}

export function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const isSuccess = (status: number) => status >= 200 && status < 300;

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
      if (await this.takeOverIfAbandoned()) {
        this.claimed = true;
        return;
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
   * Takes the claim over if it is unanswered and older than STALE_CLAIM_MS, in one UPDATE that
   * reads both times from the database's clock. Never by matching the created_at read before: it
   * has microseconds on PostgreSQL, which a JavaScript Date drops, so the match never held and a
   * killed request's key answered 409 for a week (issue #27 item 3). Of two retries at once, the
   * second finds the claim fresh again (its UPDATE re-reads the row the first one changed).
   */
  private async takeOverIfAbandoned(): Promise<boolean> {
    const staleBefore = this.knex.raw('now() - make_interval(secs => ?)', [STALE_CLAIM_MS / 1000]);
    const taken = await this.row()
      .whereNull('responseStatus')
      .where('requestHash', this.requestHash)
      .where('createdAt', '<', staleBefore)
      .update({ createdAt: this.knex.fn.now() });
    return taken > 0;
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

/**
 * The data version every cached public answer is keyed on (response-cache.ts): the change
 * version and the pruning mark of `sync_state`. The triggers of migration
 * 20261125000100_add_change_versions.ts move the version on in the transaction of every write to
 * any of the twelve synced tables, and tombstone pruning moves the mark, so while both stand
 * still nothing a public read is made of has changed — whichever process on the database wrote.
 *
 * Why a read per request and not a remembered value (a TTL, or LISTEN/NOTIFY): it is the
 * simplest rule that is right across processes. A notification arrives some time after the
 * commit, so a client that writes through one process and reads through another at once could
 * still get the old answer; a version read that starts after the request arrived sees every
 * commit before it, in any process, and there is no listener connection to lose. It costs one
 * indexed single-row read, and requests share it: a read starts only once the event loop has
 * taken in the requests that are ready (setImmediate), and those that arrive while it is under
 * way wait for the next, so under load one read serves a batch and each still sees every commit
 * made before it arrived.
 *
 * On embedded PGlite the database lives in this process and nothing else can write to it: every
 * statement goes through this knex. There the reader watches them (knex's 'query' event, fired
 * as a statement is sent, transactions' included) and answers from its last read until any other
 * statement is sent — a write, its COMMIT, anything. That read was issued after the flag was
 * cleared, so a COMMIT before it is in it and one after it sets the flag again. On a cached public
 * read this saves PGlite's ~300 µs of synchronous work per read, which took most of the time a
 * kept answer costs (issue #11, bench:api).
 */
import type { Knex } from 'knex';

/** The version read: one indexed row. Its text marks it among the statements a reader watches. */
const VERSION_SQL = 'SELECT version AS v, pruned_through AS p FROM sync_state WHERE id = 1';

const ignore = () => undefined;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** knex's client name for node-postgres; anything else here is the embedded PGlite. */
const isEmbedded = (knex: Knex) => (knex.client.config as Knex.Config).client !== 'pg';

export interface DataVersionReaderOptions {
  /** Answer from the last read while no other statement was sent (default: on embedded PGlite). */
  watchStatements?: boolean;
}

/** How many statements other than the version read each watched knex has sent: one listener per knex. */
const statementCounts = new WeakMap<Knex, { sent: number }>();

function countStatements(knex: Knex): { sent: number } {
  let count = statementCounts.get(knex);
  if (!count) {
    const counter = { sent: 0 };
    knex.on('query', (query: { sql?: string }) => {
      if (query.sql !== VERSION_SQL) counter.sent += 1;
    });
    statementCounts.set(knex, counter);
    count = counter;
  }
  return count;
}

export class DataVersionReader {
  private current: Promise<string> | null = null;
  private next: Promise<string> | null = null;
  /** Watching statements: their count, and the last version read with the count as it was sent. */
  private readonly statements: { sent: number } | null;
  private last: { version: string; statementsBefore: number } | null = null;

  constructor(
    private readonly knex: Knex,
    options: DataVersionReaderOptions = {},
  ) {
    this.statements = (options.watchStatements ?? isEmbedded(knex)) ? countStatements(knex) : null;
  }

  /**
   * The data version as read by a query that started after this call: the next read, which
   * starts once the one under way (if any) is done and the event loop has taken in the requests
   * that are ready, so that they all share it.
   */
  read(): Promise<string> {
    const known = this.known();
    if (known !== undefined) return Promise.resolve(known);
    this.next ??= (this.current ?? Promise.resolve(''))
      .then(ignore, ignore)
      .then(nextTurn)
      .then(() => {
        const reading = this.query();
        // Callers from now on need a read that starts after them.
        this.next = null;
        this.current = reading;
        const done = () => {
          if (this.current === reading) this.current = null;
        };
        reading.then(done, done);
        return reading;
      });
    return this.next;
  }

  /**
   * The version read() would answer without a query, if there is one: watching statements, none
   * sent since the last read and none under way. Otherwise undefined.
   */
  known(): string | undefined {
    const { last, statements } = this;
    if (!statements || last?.statementsBefore !== statements.sent || this.current || this.next)
      return undefined;
    return last.version;
  }

  private async query(): Promise<string> {
    // Counted before the read is sent: a statement sent after it makes the count move on.
    const statementsBefore = this.statements?.sent ?? 0;
    const { rows } = await this.knex.raw<{ rows: { v: string | number; p: string | number }[] }>(VERSION_SQL);
    // As change-versions.ts's servableRange reads them: the change version and the pruning mark.
    const version = `${Number(rows[0].v)}/${Number(rows[0].p)}`;
    if (this.statements) this.last = { version, statementsBefore };
    return version;
  }
}

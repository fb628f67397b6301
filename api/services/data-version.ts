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
 */
import type { Knex } from 'knex';
import { servableRange } from './change-versions.ts';

const ignore = () => undefined;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class DataVersionReader {
  private current: Promise<string> | null = null;
  private next: Promise<string> | null = null;

  constructor(private readonly knex: Knex) {}

  /**
   * The data version as read by a query that started after this call: the next read, which
   * starts once the one under way (if any) is done and the event loop has taken in the requests
   * that are ready, so that they all share it.
   */
  read(): Promise<string> {
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

  private async query(): Promise<string> {
    const { version, prunedThrough } = await servableRange(this.knex);
    return `${version}/${prunedThrough}`;
  }
}

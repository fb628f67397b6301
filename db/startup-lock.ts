/**
 * One process at a time through the database work of a start (migrations, the first seed, the
 * first admin). Several API processes started together on a fresh database would otherwise race:
 * both create knex's bookkeeping tables (one fails, or the lock table gets two rows and every later
 * migration reports "Migration table is already locked"), both see no beaches and seed (one fails
 * on a unique slug), both create the first admin. A PostgreSQL advisory lock, held on a
 * connection of its own, makes the others wait; they then find the work done. The lock goes with
 * the connection, so a process that dies holding it frees it.
 *
 * Embedded PGlite is opened by one process only, so it needs no lock.
 */
import type { Knex } from 'knex';
import pg from 'pg';

/** An arbitrary constant every process of this app agrees on ("ddb start" in ASCII). */
const STARTUP_LOCK_KEY = 0x6464622073746172n;

export async function withStartupLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  const { client, connection } = knex.client.config as Knex.Config;
  if (client !== 'pg') return work();
  const holder = new pg.Client(connection as pg.ClientConfig | string);
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    // Ending the session releases the lock, even if the unlock itself fails.
    await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => undefined);
    await holder.end();
  }
}

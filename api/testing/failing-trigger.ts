/** Induced database failures for tests: every `event` on `table` raises, for the length of `run`. */
import type { Knex } from 'knex';

export async function whileFailing(knex: Knex, table: string, event: string, run: () => Promise<void>) {
  await knex.raw(`CREATE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'induced failure'; END $$`);
  await knex.raw(
    `CREATE TRIGGER test_fail BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION test_fail()`,
  );
  try {
    await run();
  } finally {
    await knex.raw(`DROP TRIGGER test_fail ON ${table}`);
    await knex.raw('DROP FUNCTION test_fail()');
  }
}

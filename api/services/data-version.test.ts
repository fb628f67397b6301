import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { pruneTombstones } from './change-versions.ts';
import { DataVersionReader } from './data-version.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.destroy());

describe('DataVersionReader', () => {
  it('stands while nothing changes; moves on with a write to a public table and with a pruning', async () => {
    const { knex } = db;
    const reader = new DataVersionReader(knex);
    const start = await reader.read();
    expect(await reader.read()).toBe(start);

    const car = await knex('parking').first('id');
    await knex('parking').where({ id: car.id }).update({ name: 'Top field' });
    const afterUpdate = await reader.read();
    expect(afterUpdate).not.toBe(start);

    await knex('parking').where({ id: car.id }).delete();
    const afterDelete = await reader.read();
    expect(afterDelete).not.toBe(afterUpdate);

    // Tombstones pruned: the version stays, the pruning mark moves (old cursors go stale).
    await knex('sync_tombstones').update({ deletedAt: new Date(Date.now() - 40 * 86_400_000) });
    expect(await pruneTombstones(knex, 30)).toBeGreaterThan(0);
    expect(await reader.read()).not.toBe(afterDelete);
  });

  it('serves every caller up to the start of a read with it, and a caller after that with the next', async () => {
    const { knex } = db;
    // As on PostgreSQL, where another process may write at any time: every caller needs a read.
    const reader = new DataVersionReader(knex, { watchStatements: false });
    const reads: string[] = [];
    let cameDuringRead: Promise<string> | undefined;
    const onQuery = (query: { sql: string }) => {
      if (!/sync_state/.test(query.sql)) return;
      reads.push(query.sql);
      // This caller came after the read started: it may have written since, so it waits for the next.
      cameDuringRead ??= reader.read();
    };
    knex.on('query', onQuery);
    try {
      const together = [reader.read(), reader.read(), reader.read()];
      expect(new Set(together).size).toBe(1);
      await Promise.all(together);
      // Nothing is known without a read: another process may have written since.
      expect(reader.known()).toBeUndefined();
      expect(cameDuringRead).toBeDefined();
      expect(cameDuringRead).not.toBe(together[0]);
      await cameDuringRead;
      expect(reads).toHaveLength(2);
    } finally {
      knex.removeListener('query', onQuery);
    }
  });

  it.skipIf(process.env.DATABASE_URL)(
    'on embedded PGlite, answers from its last read until any other statement is sent through the knex',
    async () => {
      const { knex } = db;
      const reader = new DataVersionReader(knex);
      let versionReads = 0;
      const onQuery = (query: { sql: string }) => {
        if (/sync_state/.test(query.sql)) versionReads += 1;
      };
      knex.on('query', onQuery);
      try {
        const start = await reader.read();
        const readsAfterFirst = versionReads;
        expect(await reader.read()).toBe(start);
        expect(await Promise.all([reader.read(), reader.read()])).toEqual([start, start]);
        expect(versionReads).toBe(readsAfterFirst);

        expect(reader.known()).toBe(start);

        // A read that changes nothing is a statement too: the next caller reads again, same version.
        await knex('beaches').count();
        expect(reader.known()).toBeUndefined();
        expect(await reader.read()).toBe(start);
        expect(versionReads).toBe(readsAfterFirst + 1);

        // A write in a transaction, committed while a read is on its way: the read after sees it.
        const car = await knex('parking').first('id');
        const reading = reader.read();
        await knex.transaction((trx) => trx('parking').where({ id: car.id }).update({ name: 'Lower field' }));
        await reading;
        const afterCommit = await reader.read();
        expect(afterCommit).not.toBe(start);
        expect(await reader.read()).toBe(afterCommit);
      } finally {
        knex.removeListener('query', onQuery);
      }
    },
  );
});

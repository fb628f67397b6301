import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { changesSince, committedVersion, tombstonesSince } from './change-versions.ts';

let db: TestDatabase;
let knex: Knex;
let beachIds: number[];
beforeAll(async () => {
  db = await openTestDatabase();
  knex = db.knex;
  beachIds = (await knex('beaches').orderBy('id').limit(4).pluck('id')) as number[];
});
afterAll(() => db.destroy());

const buildParking = (overrides: Record<string, unknown> = {}) => ({
  beachId: beachIds[0],
  name: 'Harbour car park',
  ...overrides,
});

const versionOf = async (table: string, where: object): Promise<number> =>
  Number((await knex(table).where(where).first('changeVersion')).changeVersion);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('change versions', () => {
  it('stamp every insert, update and delete with a higher version, and leave a tombstone', async () => {
    const start = await committedVersion(knex);
    const [first] = await knex('parking').insert(buildParking(), ['id', 'changeVersion']);
    const [second] = await knex('parking').insert(buildParking({ name: 'Overflow field' }), [
      'id',
      'changeVersion',
    ]);
    expect(first.changeVersion).toBeGreaterThan(start);
    expect(second.changeVersion).toBeGreaterThan(first.changeVersion);
    expect(await committedVersion(knex)).toBe(second.changeVersion);

    const afterInserts = await committedVersion(knex);
    await knex('parking').where({ id: first.id }).update({ cost: '£3 all day' });
    const updated = await versionOf('parking', { id: first.id });
    expect(updated).toBeGreaterThan(afterInserts);
    const changed = await changesSince(knex, 'parking', afterInserts, await committedVersion(knex));
    expect(changed.map((row) => row.id)).toEqual([first.id]);

    const afterUpdate = await committedVersion(knex);
    await knex('parking').where({ id: second.id }).delete();
    const upTo = await committedVersion(knex);
    expect(upTo).toBeGreaterThan(afterUpdate);
    expect(await changesSince(knex, 'parking', afterUpdate, upTo)).toEqual([]);
    expect(await tombstonesSince(knex, afterUpdate, upTo)).toEqual([
      expect.objectContaining({ tableName: 'parking', rowId: second.id, changeVersion: upTo }),
    ]);
    // Everything since the start: the surviving row once, the deleted one as a tombstone.
    expect((await changesSince(knex, 'parking', start, upTo)).map((row) => row.id)).toEqual([first.id]);
    expect((await tombstonesSince(knex, start, upTo)).map((t) => t.rowId)).toEqual([second.id]);
  });

  it('give all writes of one transaction one version, and the next transaction the next', async () => {
    const before = await committedVersion(knex);
    const ids = await knex.transaction(async (trx) => {
      const rows = await trx('parking').insert(
        [buildParking({ name: 'A' }), buildParking({ name: 'B' }), buildParking({ name: 'C' })],
        ['id'],
      );
      await trx('parking').where({ id: rows[2].id }).delete();
      await trx('beaches').where({ id: beachIds[1] }).update({ parkingInfo: 'See the car parks' });
      return rows.map((r: { id: number }) => r.id);
    });
    const version = before + 1;
    expect(await committedVersion(knex)).toBe(version);
    expect(await versionOf('parking', { id: ids[0] })).toBe(version);
    expect(await versionOf('parking', { id: ids[1] })).toBe(version);
    expect(await versionOf('beaches', { id: beachIds[1] })).toBe(version);
    expect(await tombstonesSince(knex, before, version)).toEqual([
      expect.objectContaining({ tableName: 'parking', rowId: ids[2], changeVersion: version }),
    ]);

    await knex('parking').where({ id: ids[0] }).update({ name: 'A again' });
    expect(await versionOf('parking', { id: ids[0] })).toBe(version + 1);
  });

  it('count a soft-deleted beach as a change, and a row that comes back clears its tombstone', async () => {
    const before = await committedVersion(knex);
    await knex('beaches').where({ id: beachIds[2] }).update({ deletedAt: knex.fn.now() });
    const changed = await changesSince(knex, 'beaches', before, await committedVersion(knex));
    expect(changed).toEqual([expect.objectContaining({ id: beachIds[2], deletedAt: expect.any(Date) })]);

    // water_quality is keyed by its beach, so a deleted record can return under the same id.
    const record = { beachId: beachIds[3], status: 'good' };
    await knex('water_quality').where({ beachId: beachIds[3] }).delete();
    await knex('water_quality').insert(record);
    await knex('water_quality').where({ beachId: beachIds[3] }).delete();
    const deleted = await committedVersion(knex);
    expect(await knex('sync_tombstones').where({ tableName: 'water_quality', rowId: beachIds[3] })).toEqual([
      expect.objectContaining({ changeVersion: deleted }),
    ]);
    await knex('water_quality').insert(record);
    expect(await knex('sync_tombstones').where({ tableName: 'water_quality', rowId: beachIds[3] })).toEqual(
      [],
    );
    expect(await versionOf('water_quality', { beachId: beachIds[3] })).toBe(deleted + 1);
  });

  it('cursor 0 returns every row', async () => {
    const all = await changesSince(knex, 'beaches', 0, await committedVersion(knex));
    expect(all).toHaveLength(Number((await knex('beaches').count({ n: '*' }))[0].n));
  });
});

// PGlite has one connection, so two open transactions need a real server.
describe.runIf(process.env.DATABASE_URL)('change versions under concurrent writers', () => {
  /** The beaches a client holding `cursor` already has: those with a version ≤ cursor. */
  const rowsAtOrBelow = async (cursor: number) =>
    knex('beaches').where('changeVersion', '<=', cursor).orderBy('id').select('id', 'changeVersion');

  it('makes a later writer wait, so a reader with the cursor before both skips neither', async () => {
    const [a, b] = beachIds;
    const t1 = await knex.transaction();
    const t2 = await knex.transaction();
    try {
      await t1('beaches').where({ id: a }).update({ name: 'Changed by T1' });

      // A reader between the two: T1's version is not committed, so the cursor stays below it.
      const v0 = await committedVersion(knex);
      const t1Version = Number((await t1('beaches').where({ id: a }).first('changeVersion')).changeVersion);
      expect(v0).toBeLessThan(t1Version);
      expect(await changesSince(knex, 'beaches', v0, v0)).toEqual([]);
      const heldBefore = await rowsAtOrBelow(v0);

      // T2 writes another beach and must wait for T1's lock on sync_state.
      let t2Done = false;
      const t2Update = t2('beaches')
        .where({ id: b })
        .update({ name: 'Changed by T2' })
        .then(() => {
          t2Done = true;
        });
      // Wait until PostgreSQL reports T2 blocked on a lock (this file's own database only).
      const lockWaiters = async () =>
        Number(
          (
            await knex('pg_stat_activity')
              .where({ datname: knex.raw('current_database()'), waitEventType: 'Lock' })
              .count({ n: '*' })
          )[0].n,
        );
      for (let tries = 0; tries < 100 && (await lockWaiters()) === 0; tries++) await sleep(50);
      expect(await lockWaiters()).toBe(1);
      expect(t2Done).toBe(false);

      await t1.commit();
      await t2Update;
      const t2Version = Number((await t2('beaches').where({ id: b }).first('changeVersion')).changeVersion);
      expect(t2Version).toBe(t1Version + 1);
      await t2.commit();

      const upTo = await committedVersion(knex);
      expect(upTo).toBe(t2Version);
      const changed = await changesSince(knex, 'beaches', v0, upTo);
      expect(changed.map((row) => [row.id, row.changeVersion])).toEqual([
        [a, t1Version],
        [b, t2Version],
      ]);
      // No row arrived under the cursor after the reader had moved past it: every row at or
      // below v0 now is one the reader had already seen at v0 (a and b moved up, not in).
      expect(heldBefore).toEqual(expect.arrayContaining(await rowsAtOrBelow(v0)));
    } finally {
      if (!t1.isCompleted()) await t1.rollback();
      if (!t2.isCompleted()) await t2.rollback();
    }
  });

  it('keeps a row that commits late, which a timestamp cursor would skip', async () => {
    const [, , c, d] = beachIds;
    const late = await knex.transaction(); // now() is fixed here, at its start
    try {
      await late.raw('SELECT 1');
      await sleep(20);
      await knex('beaches').where({ id: d }).update({ name: 'Changed early, committed first' });

      const timestampCursor = (await knex('beaches').max({ at: 'updatedAt' }))[0].at as Date;
      const versionCursor = await committedVersion(knex);

      await late('beaches').where({ id: c }).update({ name: 'Changed late, committed last' });
      await late.commit();

      const byTimestamp = await knex('beaches').where('updatedAt', '>', timestampCursor).pluck('id');
      expect(byTimestamp).not.toContain(c);
      const byVersion = await changesSince(knex, 'beaches', versionCursor, await committedVersion(knex));
      expect(byVersion.map((row) => row.id)).toEqual([c]);
    } finally {
      if (!late.isCompleted()) await late.rollback();
    }
  });
});

import { createServer } from 'node:net';
import { Model } from 'objection';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../db/connection.ts';
import { migrationConfig } from '../../db/migrate.ts';
import { setupTestApp } from '../testing/test-app.ts';

// Real limits: a probe must never count against one.
const t = setupTestApp({ env: { RATE_LIMIT_SCALE: '1' } });

const rowCount = async (table: string) => Number((await t.db.knex(table).count({ n: '*' }))[0].n);

/** A port nothing listens on: a database server that is not there. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('GET /healthz', () => {
  it('answers 200 JSON, not stored, with no cookie', async () => {
    const res = await request(t.callback).get('/healthz').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const res = await request(t.callback).get('/readyz').expect(200);
    const known = await migrationConfig.migrationSource?.getMigrations([]);
    expect(res.body).toEqual({ status: 'ready', database: 'up', appliedMigrations: known?.length });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is never rate-limited and leaves no session, limit counter or analytics event behind', async () => {
    const before = await Promise.all(['sessions', 'rate_limits', 'analytics_events'].map(rowCount));
    // Well past any per-address limit (the tightest allows 10 an hour).
    for (let i = 0; i < 30; i++) {
      await request(t.callback)
        .get(i % 2 ? '/readyz' : '/healthz')
        .expect(200);
    }
    const after = await Promise.all(['sessions', 'rate_limits', 'analytics_events'].map(rowCount));
    expect(after).toEqual(before);
  });

  it('answers 503 naming the migration that is not applied yet', async () => {
    const last = await t.db.knex('knex_migrations').orderBy('id', 'desc').first();
    await t.db.knex('knex_migrations').where({ id: last.id }).delete();
    try {
      const res = await request(t.callback).get('/readyz').expect(503);
      expect(res.body).toEqual({
        status: 'not_ready',
        error: { code: 'migrations_pending', message: '1 migration(s) not applied yet' },
        pendingMigrations: [last.name],
      });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      // Only readiness: the process itself is fine.
      await request(t.callback).get('/healthz').expect(200);
    } finally {
      await t.db.knex('knex_migrations').insert(last);
    }
    await request(t.callback).get('/readyz').expect(200);
  });

  describe('with the database unreachable', () => {
    afterAll(() => {
      // createApp points Objection at its knex: give the file's own database back.
      Model.knex(t.db.knex);
    });

    it('answers 503 database_unavailable on /readyz while /healthz stays 200', async () => {
      const port = await closedPort();
      const knex = createKnex({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`, poolMax: 1 });
      try {
        const app = t.makeApp({}, { knex }).callback();
        const started = Date.now();
        const res = await request(app).get('/readyz').expect(503);
        expect(res.body).toEqual({
          status: 'not_ready',
          error: { code: 'database_unavailable', message: 'The database does not answer (ECONNREFUSED)' },
        });
        expect(Date.now() - started).toBeLessThan(4_000);
        await request(app).get('/healthz').expect(200);
      } finally {
        await knex.destroy();
      }
    });
  });
});

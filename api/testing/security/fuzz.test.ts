/**
 * Issue #8: "No 5xx from input, anywhere." Every route the routers declare is sent generated
 * hostile requests — as a visitor and as a signed-in user, with real ids and hostile ones in
 * the path — and every answer must be below 500, a refusal must have the JSON error shape, and
 * a refusal must leave every table as it was (bookkeeping tables aside: table-snapshot.ts).
 *
 * A failing case does not stop its route: the property records it and carries on, so one run
 * lists every distinct problem (route, kind, status, error code) with its shortest reproduction.
 * FUZZ_SEED and FUZZ_RUNS (per route) make deeper local runs: FUZZ_RUNS=500 npx vitest run …
 */
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { setupTestApp, TEST_SESSION_SECRET } from '../test-app.ts';
import {
  type Answer,
  describeCase,
  type FuzzCase,
  fuzzCases,
  judge,
  nearMissCases,
  send,
} from './fuzz-request.ts';
import { type ApiRoute, listApiRoutes } from './route-list.ts';
import { SAMPLE_REQUESTS } from './sample-requests.ts';
import { changedTables, type TableSnapshot, tableSnapshotter } from './table-snapshot.ts';
import { setupWorld } from './world.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 8_2025);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

// One proxy in front, as in production: the hostile X-Forwarded-For values are read as client addresses.
const t = setupTestApp({ env: { TRUST_PROXY: '1' } });
const world = setupWorld(t);
const routes = listApiRoutes(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET }));
let snapshot: () => Promise<TableSnapshot>;

interface Finding {
  problem: string;
  repro: string;
  answer: string;
  times: number;
}
const findings = new Map<string, Map<string, Finding>>();
const totals = { fuzzRequests: 0, fiveHundreds: 0, badShapes: 0, rowChanges: 0 };

function record(route: ApiRoute, problem: string, c: FuzzCase, answer: Answer) {
  const code = (answer.body as { error?: { code?: string } } | undefined)?.error?.code ?? '-';
  const key = `${problem} [${code}]`;
  const forRoute = findings.get(route.key) ?? new Map<string, Finding>();
  findings.set(route.key, forRoute);
  const repro = describeCase(c);
  const seen = forRoute.get(key);
  if (seen) {
    seen.times++;
    if (repro.length < seen.repro.length) seen.repro = repro;
    return;
  }
  forRoute.set(key, { problem: key, repro, answer: answer.text.slice(0, 200), times: 1 });
}

/** Sends one case and records what issue #8 forbids. */
async function check(route: ApiRoute, c: FuzzCase) {
  // The signed-in actor of an admin route is an admin: there the input reaches the handlers.
  const signedIn = isAdminRoute(route) ? world.adminCookie : world.user.cookie;
  const cookie = c.actor === 'user' ? signedIn : '';
  const before = await snapshot();
  const answer = await send(world.base, c, cookie);
  totals.fuzzRequests++;
  const wrong = judge(c, answer);
  if (wrong) {
    if (answer.status >= 500) totals.fiveHundreds++;
    else totals.badShapes++;
    record(route, wrong, c, answer);
  }
  if (answer.status >= 400 && answer.status < 500) {
    const changed = changedTables(before, await snapshot());
    if (changed.length > 0) {
      totals.rowChanges++;
      record(route, `${answer.status} changed rows: ${changed.join('; ')}`, c, answer);
    }
  }
  // A request that signed the user out (logout, a new login) would make the rest visitor runs.
  if (c.actor === 'user' && route.path.startsWith('/api/auth/') && answer.status < 400) await world.refresh();
}

const isAdminRoute = (route: ApiRoute) => /^\/api\/(admin|upload)\//.test(route.path);

const seedOf = (key: string) => [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, SEED);

beforeAll(async () => {
  snapshot = await tableSnapshotter(t.db.knex);
});

afterAll(() => {
  if (process.env.FUZZ_REPORT) {
    const report = Object.fromEntries([...findings].map(([route, found]) => [route, [...found.values()]]));
    writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(report, null, 2));
  }
  const distinct = [...findings.values()].reduce((n, m) => n + m.size, 0);
  console.log(
    JSON.stringify({ fuzz: 'api/testing/security', seed: SEED, runsPerRoute: RUNS, ...totals, distinct }),
  );
});

describe('fuzzing every route with hostile input (issue #8)', () => {
  it('finds the routes to fuzz in the routers', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((route) => [route.key, route] as const))(
    '%s: never a 5xx, refusals in the JSON error shape, and they change no row',
    async (_key, route) => {
      await world.refresh();
      const sample = SAMPLE_REQUESTS[route.key]?.(world.fixtures) ?? {};
      for (const c of nearMissCases(route, sample)) await check(route, c);
      await fc.assert(
        fc.asyncProperty(fuzzCases(route, sample), async (c) => {
          await check(route, c);
        }),
        { seed: seedOf(route.key), numRuns: RUNS },
      );
      expect([...(findings.get(route.key)?.values() ?? [])]).toEqual([]);
    },
    120_000,
  );

  // A method no route of a path serves is a 405 (or 501 for one the router does not know).
  const paths = [...new Set(routes.map((r) => r.path))];
  const METHODS = [
    'GET',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
    'PROPFIND',
    'MKCOL',
    'PURGE',
    'SEARCH',
  ];
  it.each(paths)('%s: methods it does not serve are refused with the JSON error shape', async (path) => {
    const served = routes.filter((r) => r.path === path).map((r) => r.method);
    const url = path.replace(/:(\w+)/g, '1');
    const problems: string[] = [];
    for (const method of METHODS.filter((m) => !served.includes(m))) {
      const answer = await send(
        world.base,
        { actor: 'visitor', method, url, body: null, idempotencyKey: null },
        '',
      );
      totals.fuzzRequests++;
      // OPTIONS is answered by allowedMethods with the Allow header: a success.
      const wrong = judge({ actor: 'visitor', method, url, body: null, idempotencyKey: null }, answer);
      if (answer.status >= 500) totals.fiveHundreds++;
      if (wrong) problems.push(`${method} ${url}: ${wrong} ${answer.text.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * How near the machine's ceiling the public read API runs (issue #11). For each hot endpoint,
 * the real app and a bare `node:http` server that answers the very bytes and headers the app
 * sent are loaded in turn, alternating round by round in one run, with keep-alive connections
 * from a separate process (load-client.ts: the load never shares the servers' event loop). Both
 * servers live in this process; only one is loaded at a time. Prints JSON: requests/s, p50/p99
 * and app ÷ bare, on embedded PGlite and, when DATABASE_URL names a PostgreSQL server, on a
 * throwaway database created there. The targets (issue #32.3) are the full list's: throughput at
 * least 0.9 times the bare server's, p99 at most 1.3 times its p99 (the worst round's of each).
 * Five rounds of 5 s: with three of 3 s the same build's ratio moved 0.74–1.07 between runs.
 *   node --import tsx bench/api-load.ts [--seconds=5] [--rounds=5] [--connections=50] [--encoding=gzip]
 *   scripts/with-postgres.sh npm run bench:api
 */
import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { type LoadResult, runLoad } from './load-client.ts';
import { type BenchApp, startBenchApp } from './start-app.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    encoding: { type: 'string', default: 'gzip' },
  },
});
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const encoding = args.encoding;

/** The hot public reads, and a listing page and a beach page for comparison. */
const ENDPOINTS = [
  '/api/beaches',
  '/api/stats',
  '/api/sync',
  '/api/water-quality',
  '/api/blog',
  '/api/beaches?location=North%20Devon&hasParking=true&sortBy=rating',
  '/api/beaches/croyde-beach',
];

/** Hop-by-hop headers and the date: the bare server's own are as good. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** How the app framed it: chunked (streamed) or with a Content-Length. */
  framing: 'chunked' | 'length';
}

/** The app's answer as it travels: raw bytes, not decoded. */
function fetchRaw(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(res.headers as IncomingHttpHeaders).filter(([name]) => !NOT_COPIED.has(name)),
        );
        resolve({
          status: res.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks),
          framing: res.headers['content-length'] ? 'length' : 'chunked',
        });
      });
    }).on('error', reject);
  });
}

/** A server that does nothing but send `answer`: what this machine can do at best. */
async function bareServer(answer: Answer): Promise<{ base: string; server: Server }> {
  const headers = { ...answer.headers, 'content-length': answer.body.length };
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

type Run = LoadResult;

const load = (url: string, duration: number): Promise<Run> =>
  runLoad({ url, connections, seconds: duration, headers: { 'accept-encoding': encoding } });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(runs: Run[]) {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

async function measureEndpoint(app: BenchApp, path: string) {
  const answer = await fetchRaw(app.base + path);
  const bare = await bareServer(answer);
  const targets = { app: app.base + path, bare: bare.base + path };
  try {
    // JIT, caches and connection pools warm before anything counts.
    await load(targets.app, 1);
    await load(targets.bare, 1);
    const runs: Record<'app' | 'bare', Run[]> = { app: [], bare: [] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
      for (const target of order) runs[target].push(await load(targets[target], seconds));
    }
    const app_ = summary(runs.app);
    const bare_ = summary(runs.bare);
    return {
      path,
      status: answer.status,
      contentEncoding: answer.headers['content-encoding'] ?? 'identity',
      wireBytes: answer.body.length,
      appFraming: answer.framing,
      app: app_,
      bare: bare_,
      ratio: Math.round((app_.requestsPerSecond / bare_.requestsPerSecond) * 100) / 100,
      p99Ratio: Math.round((app_.p99 / bare_.p99) * 100) / 100,
    };
  } finally {
    bare.server.closeAllConnections();
    bare.server.close();
  }
}

async function measureDatabase(postgresUrl?: string) {
  const app = await startBenchApp({ postgresUrl });
  try {
    const endpoints = [];
    for (const path of ENDPOINTS) endpoints.push(await measureEndpoint(app, path));
    const full = endpoints.find((e) => e.path === TARGET.path);
    const met = full !== undefined && full.ratio >= TARGET.ratio && full.p99Ratio <= TARGET.p99Ratio;
    return { database: app.database, fullListTargetMet: met, endpoints };
  } finally {
    await app.stop();
  }
}

const TARGET = { path: '/api/beaches', ratio: 0.9, p99Ratio: 1.3 };

const databases = [await measureDatabase()];
if (process.env.DATABASE_URL) databases.push(await measureDatabase(process.env.DATABASE_URL));

console.log(
  JSON.stringify(
    {
      benchmark: 'api-load',
      seconds,
      rounds,
      connections,
      acceptEncoding: encoding,
      target: TARGET,
      postgres: process.env.DATABASE_URL ? 'measured' : 'skipped: run under scripts/with-postgres.sh',
      databases,
    },
    null,
    2,
  ),
);

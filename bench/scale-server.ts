/**
 * The server side of bench/scale.ts: the listing (`GET /api/beaches?…`) and the offline sync
 * (`GET /api/sync`) of a running bench app, one request at a time on a keep-alive connection,
 * as a browser asks (Accept-Encoding br, gzip). The app keeps each public answer per data
 * version (api/middleware/cached-per-data-version.ts), so every read is timed twice over: as
 * built (a write to a synced table just before each request moves the data version on, so the
 * answer is built afresh) and as kept (the same request again and again).
 */
import { Agent, get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Knex } from 'knex';

export interface Timing {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { n: sorted.length, p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

interface Answer {
  status: number;
  ms: number;
  wireBytes: number;
  /** The body decoded. */
  json: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function request(url: string, encoding: string, retried = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = get(url, { agent, headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        const body = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const json =
          coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body;
        resolve({ status: res.statusCode ?? 0, ms, wireBytes: body.length, json });
      });
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed while it sat idle (after adding thousands of
      // beaches, longer than the server's keep-alive timeout) can be reused before its close is
      // seen: asked again on a new one, as a browser does (Node's documented pattern).
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET') {
        request(url, encoding, true).then(resolve, reject);
      } else reject(error);
    });
  });
}

const BROWSER_ENCODING = 'br, gzip';

/** One GET as a browser asks: its time in ms. */
export async function timeGet(url: string): Promise<number> {
  return round((await request(url, BROWSER_ENCODING)).ms);
}

/**
 * Moves the data version on without changing a beach: every kept answer is then stale. The
 * blog post's triggers stamp it (a new global version), which the snapshot notices too.
 */
export async function touchData(knex: Knex): Promise<void> {
  await knex.raw('UPDATE blog_posts SET title = title WHERE id = (SELECT min(id) FROM blog_posts)');
}

export interface ReadOptions {
  /** Requests answered from the cache. */
  cached: number;
  /** Requests each made just after a write, so built afresh. */
  built: number;
}

/** One public read, built and kept. */
export async function measureRead(base: string, knex: Knex, path: string, options: ReadOptions) {
  const built: number[] = [];
  let last: Answer | undefined;
  for (let i = 0; i < options.built; i++) {
    await touchData(knex);
    last = await request(base + path, BROWSER_ENCODING);
    built.push(last.ms);
  }
  const cached: number[] = [];
  for (let i = 0; i < options.cached; i++) {
    last = await request(base + path, BROWSER_ENCODING);
    cached.push(last.ms);
  }
  if (!last) throw new Error('measureRead needs at least one request');
  if (last.status !== 200) throw new Error(`${path} answered ${last.status}`);
  const body = JSON.parse(last.json.toString('utf8'));
  return {
    path,
    /** A page's total, or the length of a plain list. */
    matching: Array.isArray(body) ? body.length : body.total,
    jsonBytes: last.json.length,
    brotliBytes: last.wireBytes,
    firstBuiltMs: round(built[0]),
    built: timing(built),
    cached: timing(cached),
  };
}

/**
 * The snapshot: built (JSON only), then compressed the first time each encoding is asked for,
 * then kept; and the delta after `edited` beaches changed, and an empty delta.
 */
export async function measureSync(base: string, knex: Knex, edited: number[], repeats: number) {
  await touchData(knex);
  const build = await request(`${base}/api/sync`, 'identity');
  const brotliFirst = await request(`${base}/api/sync`, 'br');
  const gzipFirst = await request(`${base}/api/sync`, 'gzip');
  const kept: number[] = [];
  for (let i = 0; i < repeats; i++) kept.push((await request(`${base}/api/sync`, BROWSER_ENCODING)).ms);
  const snapshot = JSON.parse(build.json.toString('utf8'));

  await knex('beaches')
    .whereIn('id', edited)
    .update({ safetyNotes: `Edited by the scale benchmark at ${new Date().toISOString()}` });
  const deltas: Answer[] = [];
  for (let i = 0; i < repeats; i++)
    deltas.push(await request(`${base}/api/sync?since=${snapshot.cursor}`, BROWSER_ENCODING));
  const delta = JSON.parse(deltas[0].json.toString('utf8'));
  const empties: Answer[] = [];
  for (let i = 0; i < repeats; i++)
    empties.push(await request(`${base}/api/sync?since=${delta.cursor}`, BROWSER_ENCODING));

  return {
    snapshot: {
      beaches: snapshot.beaches.length,
      jsonBytes: build.json.length,
      brotliBytes: brotliFirst.wireBytes,
      gzipBytes: gzipFirst.wireBytes,
      buildMs: round(build.ms),
      firstBrotliMs: round(brotliFirst.ms),
      firstGzipMs: round(gzipFirst.ms),
      kept: timing(kept),
    },
    delta: {
      editedBeaches: edited.length,
      beachesInDelta: delta.beaches.length,
      jsonBytes: deltas[0].json.length,
      wireBytes: deltas[0].wireBytes,
      ms: timing(deltas.map((d) => d.ms)),
    },
    emptyDelta: {
      wireBytes: empties[0].wireBytes,
      ms: timing(empties.map((d) => d.ms)),
    },
  };
}

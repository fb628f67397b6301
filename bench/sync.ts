/**
 * Size and time of the offline sync (`GET /api/sync`) on the seeded database, against the
 * budgets of issue #9: the full snapshot of 180 beaches ≤ 150 KB brotli, a delta with no
 * change ≤ 1 KB. Starts the real app on a free port and prints JSON.
 *   node --import tsx bench/sync.ts
 */
import { get } from 'node:http';
import { startBenchApp } from './start-app.ts';

const BUDGET = { snapshotBrotliBytes: 150 * 1024, emptyDeltaBytes: 1024 };

const app = await startBenchApp();
const { base } = app;

async function measure(path: string, encoding: string) {
  const started = performance.now();
  const res = await fetch(base + path, { headers: { 'Accept-Encoding': encoding } });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = Math.round((performance.now() - started) * 10) / 10;
  return {
    status: res.status,
    encoding: res.headers.get('content-encoding'),
    etag: res.headers.get('etag'),
    body,
    ms,
  };
}

// Node's fetch decompresses; its Content-Length is the wire size when the server set it.
async function wireBytes(path: string, encoding: string): Promise<number> {
  const res = await fetch(base + path, { headers: { 'Accept-Encoding': encoding } });
  const length = Number(res.headers.get('content-length'));
  await res.arrayBuffer();
  return length;
}

const first = await measure('/api/sync', 'identity');
const snapshot = JSON.parse(first.body.toString('utf8'));
const cached = await measure('/api/sync', 'br');
// Not fetch: with If-None-Match it adds Cache-Control: no-cache, which forbids a 304.
const notModifiedStatus = await new Promise<number | undefined>((resolve, reject) =>
  get(`${base}/api/sync`, { headers: { 'If-None-Match': cached.etag ?? '' } }, (res) => {
    res.resume();
    resolve(res.statusCode);
  }).on('error', reject),
);
const delta = await measure(`/api/sync?since=${snapshot.cursor}`, 'identity');

const result = {
  beaches: snapshot.beaches.length,
  snapshot: {
    jsonBytes: first.body.length,
    brotliBytes: await wireBytes('/api/sync', 'br'),
    gzipBytes: await wireBytes('/api/sync', 'gzip'),
    firstBuildMs: first.ms,
    cachedMs: cached.ms,
    notModifiedStatus,
  },
  emptyDelta: { bytes: delta.body.length, ms: delta.ms },
  budget: BUDGET,
  withinBudget: false,
};
result.withinBudget =
  result.snapshot.brotliBytes <= BUDGET.snapshotBrotliBytes &&
  result.emptyDelta.bytes <= BUDGET.emptyDeltaBytes;
console.log(JSON.stringify(result, null, 2));

await app.stop();

/**
 * Load benchmark of the public read API on embedded PGlite: starts the real app on a
 * free port, drives each endpoint with concurrent keep-alive requests for a fixed time
 * and prints requests/s and latency percentiles as JSON.
 *   node --import tsx bench/api-load.ts [seconds per endpoint] [concurrency]
 */
import { startBenchApp } from './start-app.ts';

const seconds = Number(process.argv[2] ?? 3);
const concurrency = Number(process.argv[3] ?? 8);
const ENDPOINTS = [
  '/api/stats',
  '/api/beaches',
  '/api/beaches?location=North%20Devon&hasParking=true&sortBy=rating',
  '/api/beaches?search=bay&page=2',
  '/api/beaches/croyde-beach',
  '/api/water-quality',
  '/api/blog',
];

const app = await startBenchApp();
const { base } = app;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const results = [];
for (const path of ENDPOINTS) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const res = await fetch(base + path, { headers: { 'Accept-Encoding': 'gzip' } });
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  results.push({
    path,
    requests: latencies.length,
    errors,
    requestsPerSecond: round(latencies.length / seconds),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
    },
  });
}
await app.stop();
console.log(
  JSON.stringify(
    { benchmark: 'api-load', database: 'pglite (memory)', seconds, concurrency, results },
    null,
    2,
  ),
);

/**
 * Every benchmark under bench/, one after another (they measure the machine, so never two at
 * once), each in its own process: prints one JSON object holding the machine, the date, and each
 * benchmark's own JSON (or why it failed). bench/RESULTS.md is written from it.
 *   npm run bench [-- --only=api-load,bundle] [--out=var/bench/all.json]
 *   scripts/with-postgres.sh npm run bench      (the API load and scale figures on PostgreSQL too)
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** In the order they run: the quick ones first, the browser ones after. */
export const BENCHMARKS = [
  'api-load',
  'sync',
  'bundle',
  'offline-start',
  'weak-signal',
  'first-tap',
  'lighthouse',
  'scale',
] as const;

const { values: args } = parseArgs({ options: { only: { type: 'string' }, out: { type: 'string' } } });
const chosen = args.only ? args.only.split(',') : [...BENCHMARKS];
const unknown = chosen.filter((name) => !(BENCHMARKS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')} (known: ${BENCHMARKS.join(', ')})`);
  process.exit(2);
}

interface Outcome {
  seconds: number;
  /** The load average as it started: above the core count, the figures are not the machine's. */
  loadAverageAtStart: number;
  result?: unknown;
  error?: string;
}

/** Runs one benchmark; its stdout is its JSON, its stderr goes on to ours as progress. */
function runOne(name: string): Promise<Outcome> {
  const script = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  const started = Date.now();
  const loadAverageAtStart = Math.round(loadavg()[0] * 100) / 100;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      const text = Buffer.concat(chunks).toString('utf8');
      if (code !== 0) return resolve({ seconds, loadAverageAtStart, error: `exited with ${code}` });
      try {
        resolve({ seconds, loadAverageAtStart, result: JSON.parse(text) });
      } catch {
        resolve({ seconds, loadAverageAtStart, error: `printed no JSON: ${text.slice(0, 200)}` });
      }
    });
  });
}

const results: Record<string, Outcome> = {};
for (const name of chosen) {
  console.error(`bench: ${name}…`);
  results[name] = await runOne(name);
  console.error(`bench: ${name} ${results[name].error ?? 'done'} in ${results[name].seconds} s`);
}

const report = {
  benchmark: 'all',
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    freeMemoryGiB: Math.round(freemem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  },
  postgres: process.env.DATABASE_URL
    ? 'DATABASE_URL set: API load and scale also on PostgreSQL'
    : 'PGlite only',
  results,
};
const json = JSON.stringify(report, null, 2);
if (args.out) writeFileSync(args.out, `${json}\n`);
console.log(json);
process.exit(Object.values(results).some((r) => r.error) ? 1 : 0);

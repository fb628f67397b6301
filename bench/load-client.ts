/**
 * The load of bench/api-load.ts, in a process of its own so that it never takes turns with the
 * server it measures: `connections` keep-alive loops, each sending the next GET as soon as the
 * last answer is read, for `seconds`; answers still on their way then are waited for and
 * counted. Plain node:http: autocannon parses bodies in JavaScript and tops out near 1,000
 * answers/s for a 68 KB body on this machine, where node:http reads over 10,000.
 */
import { fork } from 'node:child_process';
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';

export interface Load {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

function send(url: string, agent: Agent, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function run({ url, connections, seconds, headers }: Load): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const status = await send(url, agent, headers);
          if (status < 200 || status >= 300) non2xx += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    non2xx,
    errors,
  };
}

const CHILD_FLAG = '--load-client';

/** Runs one load in a fresh child process and answers its figures. */
export function runLoad(load: Load): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // This same TypeScript file, through tsx (worker threads do not inherit tsx on Node 20).
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, JSON.stringify(load)], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load client exited with ${code}`));
    });
  });
}

if (process.argv[2] === CHILD_FLAG) {
  process.send?.(await run(JSON.parse(process.argv[3]) as Load), () => process.exit(0));
}

/**
 * How the directory's costs grow from the real 180 beaches to a UK-wide 10,000 (issue #14,
 * "Scale"). On each database (in-memory PGlite; PostgreSQL when DATABASE_URL names a server, in
 * a throwaway database created there) the real app is measured twice: as seeded, and after
 * `--beaches` synthetic beaches were added along the UK coastline (synthetic-beaches.ts). Each
 * time: the filtered, paged listing built and kept (scale-server.ts), the sync snapshot and a
 * delta, and in Chromium with the CPU slowed 4× the mirror's first sync, the search per
 * keystroke over the mirror (target ≤ 16 ms, one frame) and the clustered map of every beach
 * (scale-browser.ts). `growth` sets each cost's ratio against the ratio of sizes and flags what
 * grows worse than linearly. Prints one JSON object.
 *   node --import tsx bench/scale.ts [--beaches=10000] [--cached=100] [--built=10] [--cpu=4]
 *     [--repeats=5] [--map-runs=3] [--listing-reads=29] [--databases=pglite,postgres]
 *     [--skip-browser | --browser-only] [--out=var/bench/scale.json]
 *   scripts/with-postgres.sh npm run bench:scale -- --databases=postgres
 * --browser-only times only the phone side (the server's listing and sync timings take minutes).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_RESPONSE_CACHE_LIMITS } from '../api/services/response-cache.ts';
import { bundleScalePage, measureBrowser } from './scale-browser.ts';
import { measureRead, measureSync, timeGet } from './scale-server.ts';
import { type BenchApp, startBenchApp } from './start-app.ts';
import { seedSyntheticBeaches } from './synthetic-beaches.ts';

const { values: args } = parseArgs({
  options: {
    beaches: { type: 'string', default: '10000' },
    cached: { type: 'string', default: '100' },
    built: { type: 'string', default: '10' },
    repeats: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    'map-runs': { type: 'string', default: '3' },
    'listing-reads': { type: 'string', default: '29' },
    databases: { type: 'string' },
    'skip-browser': { type: 'boolean', default: false },
    'browser-only': { type: 'boolean', default: false },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  const usage = /\*\s+node --import tsx bench\/scale\.ts[\s\S]*?(?=\n \*\/)/.exec(
    readFileSync(new URL(import.meta.url), 'utf8'),
  );
  console.log(usage?.[0].replace(/^\s*\*\s?/gm, '') ?? 'see bench/scale.ts');
  process.exit(0);
}
if (args['skip-browser'] && args['browser-only'])
  throw new Error('--skip-browser and --browser-only: pick one');
const serverSide = !args['browser-only'];
const count = (name: keyof typeof args) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
};
const synthetic = count('beaches');
const reads = { cached: count('cached'), built: count('built') };
const repeats = count('repeats');
const browserOptions = {
  cpuSlowdown: count('cpu'),
  mapRuns: count('map-runs'),
  listingReads: count('listing-reads'),
};
const databases = (args.databases ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
if (databases.includes('postgres') && !process.env.DATABASE_URL)
  throw new Error('--databases=postgres needs DATABASE_URL: run under scripts/with-postgres.sh');

/** Realistic listings: what the filters, sorts and pages of the listing page ask for. */
const listings = (beaches: number): [string, string][] => [
  ['first page by name', '/api/beaches?page=1'],
  ['area with parking, by rating', '/api/beaches?location=Cornwall&hasParking=true&sortBy=rating'],
  ['search "sands", page 2', '/api/beaches?search=sands&page=2'],
  [
    'three filters, by reviews',
    '/api/beaches?accessType=year-round&beachType=sandy&hasDogWalks=true&sortBy=reviews',
  ],
  ['middle page by name', `/api/beaches?sortBy=name&page=${Math.max(1, Math.floor(beaches / 24 / 2))}`],
  ['dogs allowed today, by rating', '/api/beaches?dogsToday=true&sortBy=rating'],
];

const files = args['skip-browser'] ? null : await bundleScalePage();

/** Each read once, unmeasured: the first size measured must not pay for the JIT and the pools. */
async function warmUp(app: BenchApp) {
  for (const [, path] of listings(1000)) await measureRead(app.base, app.knex, path, { cached: 3, built: 2 });
  await measureSync(app.base, app.knex, [], 1);
}

async function measureSize(app: BenchApp, edited: number[]) {
  const [{ n }] = await app.knex('beaches').whereNull('deletedAt').count<{ n: number }[]>({ n: '*' });
  const beaches = Number(n);
  const server = serverSide ? await measureServer(app, beaches, edited) : null;
  // The phone then pulls a snapshot the server holds built: its own cost, not the server's.
  let browser = null;
  if (files) {
    console.error(`scale: ${app.database}, ${beaches} beaches: browser…`);
    browser = await measureBrowser(app.base, files, browserOptions);
  }
  return { beaches, listing: server?.listing ?? [], ...server, browser };
}

/** The server's side: the listing built and kept, the full list, the snapshot and a delta. */
async function measureServer(app: BenchApp, beaches: number, edited: number[]) {
  console.error(`scale: ${app.database}, ${beaches} beaches: listing…`);
  const listing = [];
  for (const [label, path] of listings(beaches))
    listing.push({ label, ...(await measureRead(app.base, app.knex, path, reads)) });
  const fullList = await measureRead(app.base, app.knex, '/api/beaches', { cached: repeats, built: 1 });
  console.error(`scale: ${app.database}, ${beaches} beaches: sync…`);
  const sync = await measureSync(app.base, app.knex, edited, repeats);
  // Both big answers kept at once? The response cache is bounded in bytes (response-cache.ts):
  // each is asked for twice in turn, and a second answer as slow as the first was built again.
  const keptTogether = { fullListMs: [] as number[], snapshotMs: [] as number[] };
  for (let i = 0; i < 2; i++) {
    keptTogether.fullListMs.push(await timeGet(`${app.base}/api/beaches`));
    keptTogether.snapshotMs.push(await timeGet(`${app.base}/api/sync`));
  }
  return { listing, fullList, sync, keptTogether };
}

type SizeResult = Awaited<ReturnType<typeof measureSize>>;

/**
 * Each cost at both sizes: a ratio above the ratio of sizes (with 10% slack) is worse than
 * linear. A time under a millisecond at the small size is not judged: Chromium's clock counts
 * in tenths of a millisecond, so its ratio says nothing.
 */
function growth(small: SizeResult, large: SizeResult) {
  const sizeRatio = large.beaches / small.beaches;
  const costs: [string, (r: SizeResult) => number | undefined][] = [
    ...small.listing.flatMap((l, i): [string, (r: SizeResult) => number][] => [
      [`listing "${l.label}" built p50 ms`, (r) => r.listing[i].built.p50],
      [`listing "${l.label}" cached p50 ms`, (r) => r.listing[i].cached.p50],
    ]),
    ['full list built p50 ms', (r) => r.fullList?.built.p50],
    ['full list brotli bytes', (r) => r.fullList?.brotliBytes],
    ['snapshot build ms', (r) => r.sync?.snapshot.buildMs],
    ['snapshot first brotli ms', (r) => r.sync?.snapshot.firstBrotliMs],
    ['snapshot brotli bytes', (r) => r.sync?.snapshot.brotliBytes],
    ['snapshot kept p50 ms', (r) => r.sync?.snapshot.kept.p50],
    ['delta (few beaches edited) p50 ms', (r) => r.sync?.delta.ms.p50],
    ['delta wire bytes', (r) => r.sync?.delta.wireBytes],
    ['empty delta p50 ms', (r) => r.sync?.emptyDelta.ms.p50],
    ['mirror first sync ms', (r) => r.browser?.firstSync.pullMs],
    ['mirror read of every beach ms', (r) => r.browser?.keystroke.mirrorReadAllMs],
    ['picker keystroke p50 ms', (r) => r.browser?.keystroke.picker.p50],
    ['listing filter keystroke p50 ms', (r) => r.browser?.keystroke.listingFilter.p50],
    ['listing mirror read p50 ms', (r) => r.browser?.keystroke.listingMirrorRead.p50],
    ['map first render ms', (r) => r.browser?.map.firstRenderMs],
  ];
  return costs.flatMap(([metric, read]) => {
    const [a, b] = [read(small), read(large)];
    if (a === undefined || b === undefined || a <= 0) return [];
    const ratio = b / a;
    return [
      {
        metric,
        small: a,
        large: b,
        ratio: Math.round(ratio * 100) / 100,
        sizeRatio: Math.round(sizeRatio * 100) / 100,
        /** cost ∝ size^exponent between the two sizes (fixed costs pull it below 1). */
        exponent: Math.round((Math.log(ratio) / Math.log(sizeRatio)) * 100) / 100,
        worseThanLinear: a >= 1 && ratio > sizeRatio * 1.1,
      },
    ];
  });
}

async function measureDatabase(kind: string) {
  const app = await startBenchApp({
    postgresUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
  });
  try {
    const real: number[] = await app.knex('beaches').orderBy('id').pluck('id');
    const everyNth = (ids: number[]) => ids.filter((_, i) => i % Math.ceil(ids.length / 5) === 0);
    if (serverSide) await warmUp(app);
    const small = await measureSize(app, everyNth(real));
    console.error(`scale: ${app.database}: adding ${synthetic} synthetic beaches…`);
    const started = performance.now();
    const added = await seedSyntheticBeaches(app.knex, synthetic);
    // What autovacuum would do soon after a bulk load: the planner's statistics see the rows.
    await app.knex.raw('ANALYZE');
    const seedMs = Math.round(performance.now() - started);
    const large = await measureSize(app, everyNth(added));
    const sizes = [small, large];
    return { database: app.database, seedMs, sizes, growth: growth(small, large) };
  } finally {
    await app.stop();
  }
}

const results = [];
for (const kind of databases) results.push(await measureDatabase(kind));

const json = JSON.stringify(
  {
    benchmark: 'scale',
    syntheticBeaches: synthetic,
    options: { ...reads, repeats, ...browserOptions, browser: !args['skip-browser'], server: serverSide },
    responseCacheLimits: DEFAULT_RESPONSE_CACHE_LIMITS,
    target: { keystrokeMs: 16 },
    postgres: databases.includes('postgres') ? 'measured' : 'skipped: run under scripts/with-postgres.sh',
    worseThanLinear: results.flatMap((r) =>
      r.growth.filter((g) => g.worseThanLinear).map((g) => `${r.database}: ${g.metric} ×${g.ratio}`),
    ),
    databases: results,
  },
  null,
  2,
);
if (args.out) {
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${json}\n`);
}
console.log(json);

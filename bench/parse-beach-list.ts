/**
 * What reading GET /api/beaches costs now that answers are parsed with their domain/ schema
 * (pwa/data/http/api-client.ts, issue #30): `--beaches` synthetic beaches (synthetic-beaches.ts,
 * 10,000 by default, as bench/scale.ts) presented exactly as the API sends them, turned into the
 * JSON text the browser receives, then read as the PWA reads it: `JSON.parse`, then the schema, in
 * zod's jitless mode (the PWA's CSP forbids zod's compiled parsers, pwa/lib/zod-without-eval.ts).
 * Two schemas: every row field by field (`z.array(beachSchema)`), and the app's own
 * (response-schemas.ts: the first rows in full, the rest by their frame). Medians of `--runs`
 * runs after one warm-up. Prints JSON.
 *   node --import tsx bench/parse-beach-list.ts [--beaches=10000] [--runs=7]
 */
import '../pwa/lib/zod-without-eval.ts';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { Beach } from '../api/models/Beach.ts';
import { presentBeach } from '../api/presenters/beach.ts';
import { beachSchema } from '../domain/beaches/beach-schema.ts';
import { responseSchemas } from '../pwa/data/http/response-schemas.ts';
import { median } from './browser.ts';
import { syntheticBeaches } from './synthetic-beaches.ts';

const { values } = parseArgs({
  options: { beaches: { type: 'string', default: '10000' }, runs: { type: 'string', default: '7' } },
});
const count = Number(values.beaches);
const runs = Number(values.runs);

const updatedAt = new Date('2026-06-01T09:00:00Z');
// The columns the synthetic rows leave out are NULL in the database, as after their insert.
const nullColumns = Object.fromEntries(Object.keys(beachSchema.shape).map((key) => [key, null]));
const answer = syntheticBeaches(count).map((row, i) =>
  presentBeach(Beach.fromDatabaseJson({ ...nullColumns, id: i + 1, updatedAt, ...row })),
);
const body = JSON.stringify(answer);

const time = (work: () => unknown) => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

const everyRow = z.array(beachSchema);
const samples = { jsonParse: [] as number[], everyRowParsed: [] as number[], appSchema: [] as number[] };
for (let run = 0; run <= runs; run++) {
  let parsed: unknown;
  const json = time(() => {
    parsed = JSON.parse(body);
  });
  const full = time(() => everyRow.parse(parsed));
  const app = time(() => responseSchemas.beaches.parse(parsed));
  // The first run warms the engine and is not counted.
  if (run === 0) continue;
  samples.jsonParse.push(json);
  samples.everyRowParsed.push(full);
  samples.appSchema.push(app);
}

const medianMs = (values: number[]) => Math.round(median(values) * 10) / 10;
console.log(
  JSON.stringify(
    {
      benchmark: 'parse-beach-list',
      beaches: count,
      bodyKB: Math.round(Buffer.byteLength(body) / 1024),
      runs,
      zodJitless: true,
      medianMs: {
        jsonParse: medianMs(samples.jsonParse),
        everyRowParsed: medianMs(samples.everyRowParsed),
        appSchema: medianMs(samples.appSchema),
      },
    },
    null,
    2,
  ),
);

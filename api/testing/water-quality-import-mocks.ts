/**
 * The Environment Agency and storm-overflow answers the water quality import tests run against
 * (recorded fixtures served by MSW), and the database and import they share. Call
 * setupWaterQualityImport() at the top of a test file: it registers its own hooks.
 */
import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ImportOptions, importWaterQuality } from '../jobs/import-water-quality.ts';
import { createEaBathingWaterClient } from '../services/ea-bathing-water-client.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export const EA = 'https://environment.data.gov.uk/doc/bathing-water-quality';
export const OVERFLOWS = 'https://overflows.test/arcgis/rest/services/NEH_outlets_PROD/FeatureServer/0';
export const NOW = new Date('2026-06-10T12:00:00Z');

export type Doc = { result: { items: Record<string, unknown>[] } & Record<string, unknown> };
const fixture = (name: string): Doc =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
export const COMPLIANCE = fixture('ea-bwq-compliance-rbwd');
export const SAMPLES = fixture('ea-bwq-in-season-sample');
export const FORECASTS = fixture('ea-bwq-risk-prediction');
export const OVERFLOW_FEED = fixture('storm-overflow-south-west-water');

/** A copy of a fixture with its first item changed. */
export function withFirstItem(doc: Doc, change: Record<string, unknown>): Doc {
  const copy = structuredClone(doc);
  Object.assign(copy.result.items[0], change);
  return copy;
}

/** The fixture as the EA answers for `point`: its own point's notation swapped in; later pages empty. */
export function answerFor(doc: Doc, request: Request, param: string) {
  const url = new URL(request.url);
  const point = url.searchParams.get(param) ?? '';
  if (Number(url.searchParams.get('_page') ?? 0) > 0) {
    return HttpResponse.json({ ...doc, result: { ...doc.result, items: [], next: undefined } });
  }
  return HttpResponse.json(JSON.parse(JSON.stringify(doc).replace(/03600|04700/g, point)));
}

export const eaHandlers = (docs: { compliance?: Doc; samples?: Doc; forecasts?: Doc } = {}) => [
  http.get(`${EA}/compliance-rBWD.json`, ({ request }) =>
    answerFor(docs.compliance ?? COMPLIANCE, request, 'bwq_samplingPoint.samplePointNotation'),
  ),
  http.get(`${EA}/in-season/sample.json`, ({ request }) =>
    answerFor(docs.samples ?? SAMPLES, request, 'bwq_samplingPoint.samplePointNotation'),
  ),
  http.get(`${EA}/stp-risk-prediction.json`, ({ request }) =>
    answerFor(docs.forecasts ?? FORECASTS, request, 'stp_samplingPoint.samplePointNotation'),
  ),
];

export function setupWaterQualityImport() {
  const server = setupServer(...eaHandlers());
  let db: TestDatabase;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    db = await openTestDatabase();
  });
  afterEach(() => server.resetHandlers());
  afterAll(async () => {
    server.close();
    await db?.destroy();
  });
  const knex = () => db.knex;
  return {
    server,
    knex,
    run: (options: Partial<ImportOptions> = {}) =>
      importWaterQuality({
        knex: db.knex,
        client: createEaBathingWaterClient({ timeoutMs: 2_000, retryDelayMs: 5 }),
        stormOverflow: null,
        now: NOW,
        ...options,
      }),
    beachOn: async (point: string) =>
      db.knex('beaches').where({ bathingWaterId: point }).orderBy('id').first(),
    currentOf: (beachId: number) => db.knex('water_quality').where({ beachId }).first(),
    historyOf: (beachId: number) =>
      db.knex('water_quality_history').where({ beachId }).orderBy('recordedAt', 'desc'),
  };
}

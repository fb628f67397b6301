import { readFileSync } from 'node:fs';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEaBathingWaterClient } from '../services/ea-bathing-water-client.ts';
import { createArcGisOverflowAdapter } from '../services/storm-overflow-adapter.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { type ImportOptions, importWaterQuality } from './import-water-quality.ts';
import { classOf } from './water-quality-record.ts';

const EA = 'https://environment.data.gov.uk/doc/bathing-water-quality';
const OVERFLOWS = 'https://overflows.test/arcgis/rest/services/NEH_outlets_PROD/FeatureServer/0';
const NOW = new Date('2026-06-10T12:00:00Z');

type Doc = { result: { items: Record<string, unknown>[] } & Record<string, unknown> };
const fixture = (name: string): Doc =>
  JSON.parse(readFileSync(new URL(`../testing/fixtures/${name}.json`, import.meta.url), 'utf8'));
const COMPLIANCE = fixture('ea-bwq-compliance-rbwd');
const SAMPLES = fixture('ea-bwq-in-season-sample');
const FORECASTS = fixture('ea-bwq-risk-prediction');
const OVERFLOW_FEED = fixture('storm-overflow-south-west-water');

/** A copy of a fixture with its first item changed. */
function withFirstItem(doc: Doc, change: Record<string, unknown>): Doc {
  const copy = structuredClone(doc);
  Object.assign(copy.result.items[0], change);
  return copy;
}

/** The fixture as the EA answers for `point`: its own point's notation swapped in; later pages empty. */
function answerFor(doc: Doc, request: Request, param: string) {
  const url = new URL(request.url);
  const point = url.searchParams.get(param) ?? '';
  if (Number(url.searchParams.get('_page') ?? 0) > 0) {
    return HttpResponse.json({ ...doc, result: { ...doc.result, items: [], next: undefined } });
  }
  return HttpResponse.json(JSON.parse(JSON.stringify(doc).replace(/03600|04700/g, point)));
}

const eaHandlers = (docs: { compliance?: Doc; samples?: Doc; forecasts?: Doc } = {}) => [
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

const run = (options: Partial<ImportOptions> = {}) =>
  importWaterQuality({
    knex: db.knex,
    client: createEaBathingWaterClient({ timeoutMs: 2_000, retryDelayMs: 5 }),
    stormOverflow: null,
    now: NOW,
    ...options,
  });
const beachOn = async (point: string) =>
  db.knex('beaches').where({ bathingWaterId: point }).orderBy('id').first();
const currentOf = (beachId: number) => db.knex('water_quality').where({ beachId }).first();
const historyOf = (beachId: number) =>
  db.knex('water_quality_history').where({ beachId }).orderBy('recordedAt', 'desc');

describe('classifications', () => {
  it('makes the newest annual class the status and records where it came from', async () => {
    let userAgent: string | null = null;
    server.events.on('request:start', ({ request }) => {
      userAgent ??= request.headers.get('user-agent');
    });
    const summary = await importWaterQuality({
      knex: db.knex,
      settings: { PUBLIC_URL: 'https://dogbeaches.example' },
      stormOverflow: null,
      now: NOW,
      samplingPoints: ['34200'],
    });
    server.events.removeAllListeners();
    const croyde = await beachOn('34200');
    expect(summary).toMatchObject({ updated: 1, unchanged: 0, failed: [], stormOverflow: 'not configured' });
    expect(userAgent).toBe('DevonDogBeaches/0.1 (water-quality import; +https://dogbeaches.example)');
    const record = await currentOf(croyde.id);
    expect(record).toMatchObject({
      status: 'good',
      waterQualityStatus: 'Good',
      statusDetails: 'Spittal: Good (Environment Agency 2025 annual classification)',
      classificationYear: 2025,
      samplingPoint: '34200',
      dataSource: 'environment_agency',
      riskLevel: null, // the fixture's forecasts expired in 2025
    });
    expect(record.lastChecked).toEqual(NOW);
    expect(record.rawData).toMatchObject({
      samplingPoint: '34200',
      eubwid: 'ukc2102-34200',
      classifications: expect.arrayContaining([
        expect.objectContaining({ year: 2023, code: '1', name: 'Excellent' }),
      ]),
    });
  });

  it.each([
    ['1', 'Excellent', 'excellent'],
    ['2', 'Good', 'good'],
    ['3', 'Sufficient', 'sufficient'],
    ['4', 'Poor', 'poor'],
    ['11', 'Closed', null],
  ])('maps compliance code %s (%s) to %s', (code, name, status) => {
    expect(classOf({ year: 2025, code, name, uri: null, eubwid: null, bathingWaterName: null })).toEqual({
      status,
      label: name,
    });
  });

  it('gives a Closed bathing water no status and says "Closed"', async () => {
    const closed = withFirstItem(COMPLIANCE, {
      complianceClassification: { complianceCodeNotation: '11', name: { _value: 'Closed' } },
    });
    server.use(...eaHandlers({ compliance: closed }));
    await run({ samplingPoints: ['34100'] });
    const record = await currentOf((await beachOn('34100')).id);
    expect(record).toMatchObject({ status: null, waterQualityStatus: 'Closed', statusDetails: 'Closed' });
  });
});

describe('samples', () => {
  it('keeps one history row per sample with its counts and < = > qualifiers, replacing the seeded placeholders', async () => {
    const samples = structuredClone(SAMPLES);
    Object.assign(samples.result.items[1], {
      escherichiaColiCount: 2420,
      escherichiaColiQualifier: {
        _about: 'http://environment.data.gov.uk/def/bathing-water-quality/greaterThan',
        countQualifierNotation: '>',
      },
    });
    server.use(...eaHandlers({ samples }));
    const beach = await beachOn('34300');
    expect((await historyOf(beach.id)).every((h) => h.dataSource === 'ea_annual_classification')).toBe(true);

    await run({ samplingPoints: ['34300'] });
    const history = await historyOf(beach.id);
    expect(history).toHaveLength(5);
    expect(history.every((h) => h.dataSource === 'environment_agency')).toBe(true);
    // 10:07 on a UK clock in June is 09:07 UTC.
    expect(history[0]).toMatchObject({
      recordedAt: new Date('2026-06-08T09:07:00Z'),
      eColi: 10,
      eColiQualifier: '<',
      enterococci: 10,
      enterococciQualifier: '<',
      status: 'good',
      classificationYear: 2025,
    });
    expect(history[1]).toMatchObject({
      eColi: 2420,
      eColiQualifier: '>',
      enterococci: 840,
      enterococciQualifier: '=',
    });
    expect(history[1].statusDetails).toBe(
      'Environment Agency sample 2 Jun 2026, 10:08: E. coli >2420, intestinal enterococci 840 (cfu/100 ml)',
    );
    expect(await currentOf(beach.id)).toMatchObject({
      sampledAt: new Date('2026-06-08T09:07:00Z'),
      eColi: 10,
      eColiQualifier: '<',
    });
  });
});

describe('pollution-risk forecasts', () => {
  const forecast = (riskLevel: string, expiresAt: string) =>
    withFirstItem(FORECASTS, {
      riskLevel: `http://environment.data.gov.uk/def/bwq-stp/${riskLevel}`,
      predictedOn: { _value: '2026-06-10' },
      publishedAt: { _value: '2026-06-10T08:40:47' },
      expiresAt: { _value: expiresAt },
      comment: { _value: 'Bathing is not advised today due to the likelihood of reduced water quality' },
    });

  it('shows an increased risk in force as a warning that outranks the class, and drops it once expired', async () => {
    server.use(...eaHandlers({ forecasts: forecast('increased', '2026-06-11T08:29:00') }));
    const beach = await beachOn('34400');
    await run({ samplingPoints: ['34400'] });
    expect(await currentOf(beach.id)).toMatchObject({
      status: 'good',
      riskLevel: 'increased',
      riskExpiresAt: new Date('2026-06-11T07:29:00Z'),
      waterQualityStatus: 'Pollution risk warning',
      statusDetails:
        'Pollution risk warning until 11 Jun 2026, 08:29: Bathing is not advised today due to the likelihood of ' +
        'reduced water quality. Spittal: Good (Environment Agency 2025 annual classification)',
    });

    await run({ samplingPoints: ['34400'], now: new Date('2026-06-11T07:30:00Z') });
    expect(await currentOf(beach.id)).toMatchObject({
      status: 'good',
      riskLevel: null,
      riskExpiresAt: null,
      waterQualityStatus: 'Good',
    });
  });

  it('records a normal forecast without a warning', async () => {
    server.use(...eaHandlers({ forecasts: forecast('normal', '2026-06-11T08:29:00') }));
    const beach = await beachOn('34450');
    await run({ samplingPoints: ['34450'] });
    expect(await currentOf(beach.id)).toMatchObject({ riskLevel: 'normal', waterQualityStatus: 'Good' });
  });
});

describe('when the EA fails', () => {
  const snapshot = async (beachId: number) => ({
    current: await currentOf(beachId),
    history: await historyOf(beachId),
  });

  it.each([
    [
      '403',
      '33800',
      'compliance-rBWD.json',
      () => new HttpResponse('Forbidden', { status: 403 }),
      1,
      /HTTP 403/,
    ],
    ['500', '33900', 'in-season/sample.json', () => new HttpResponse('oops', { status: 500 }), 2, /HTTP 500/],
    [
      'a timeout',
      '34600',
      'stp-risk-prediction.json',
      async () => {
        await delay('infinite');
        return new HttpResponse(null);
      },
      2,
      /timed out after 50 ms/,
    ],
    [
      'malformed JSON',
      '34700',
      'compliance-rBWD.json',
      () => new HttpResponse('{"result": {"items": [', { headers: { 'content-type': 'application/json' } }),
      1,
      /malformed JSON/,
    ],
    [
      'an answer about another point',
      '34800',
      'compliance-rBWD.json',
      () => HttpResponse.json(COMPLIANCE),
      1,
      /other sampling points/,
    ],
  ])(
    'leaves the beach untouched on %s and reports it',
    async (_, point, endpoint, reply, attempts, reason) => {
      let calls = 0;
      server.use(
        http.get(`${EA}/${endpoint}`, () => {
          calls++;
          return reply();
        }),
      );
      const beach = await beachOn(point);
      const before = await snapshot(beach.id);
      const client = createEaBathingWaterClient({ timeoutMs: 50, retryDelayMs: 5 });
      const summary = await run({ client, samplingPoints: [point] });
      expect(summary).toMatchObject({ updated: 0, unchanged: 0, failed: [{ beachId: beach.id, reason }] });
      expect(calls).toBe(attempts); // one retry for 5xx and timeouts, none for 403 or bad JSON
      expect(await snapshot(beach.id)).toEqual(before);
    },
  );

  it('carries on with the other beaches', async () => {
    server.use(
      http.get(`${EA}/compliance-rBWD.json`, ({ request }) =>
        request.url.includes('=23100')
          ? new HttpResponse(null, { status: 403 })
          : answerFor(COMPLIANCE, request, 'bwq_samplingPoint.samplePointNotation'),
      ),
    );
    const summary = await run({ samplingPoints: ['23100', '23200'] });
    expect(summary.updated).toBe(1);
    expect(summary.failed).toEqual([
      { beachId: (await beachOn('23100')).id, reason: 'compliance-rBWD.json: HTTP 403 Forbidden' },
    ]);
  });
});

describe('storm overflows', () => {
  it('turns an overflow discharging nearby into a warning, and keeps the last state when the feed fails', async () => {
    server.use(http.get(`${OVERFLOWS}/query`, () => HttpResponse.json(OVERFLOW_FEED)));
    const stormOverflow = createArcGisOverflowAdapter({ urls: [OVERFLOWS], retryDelayMs: 5 });
    const summary = await run({ samplingPoints: ['24200', '34200'], stormOverflow });
    expect(summary).toMatchObject({ failed: [], stormOverflow: 'ok' });
    expect(summary.updated + summary.unchanged).toBe(3);

    const goodrington = await db.knex('beaches').where({ bathingWaterId: '24200' });
    expect(goodrington).toHaveLength(2); // North and South Sands share a sampling point
    for (const beach of goodrington) {
      expect(await currentOf(beach.id)).toMatchObject({
        status: 'good',
        stormOverflowActive: true,
        stormOverflowSince: new Date('2026-07-03T12:05:00Z'),
        waterQualityStatus: 'Storm overflow active',
        statusDetails: expect.stringMatching(
          /^Storm overflow discharging nearby since 3 Jul 2026, 13:05 \(South West Water, 0\.\d km away\)\. /,
        ),
      });
    }
    const croyde = await beachOn('34200');
    expect(await currentOf(croyde.id)).toMatchObject({
      stormOverflowActive: false,
      stormOverflowSince: null,
    });

    server.use(http.get(`${OVERFLOWS}/query`, () => new HttpResponse(null, { status: 503 })));
    const again = await run({ samplingPoints: ['24200'], stormOverflow });
    expect(again.stormOverflow).toBe('HTTP 503 Service Unavailable');
    expect(await currentOf(goodrington[0].id)).toMatchObject({ stormOverflowActive: true });
  });
});

describe('re-running', () => {
  it('is idempotent: same rows, nothing updated the second time', async () => {
    const count = async (table: string) => Number((await db.knex(table).count({ n: '*' }))[0].n);
    const first = await run();
    expect(first.failed).toEqual([]);
    expect(first.updated + first.unchanged).toBe(105);
    const rows = { current: await count('water_quality'), history: await count('water_quality_history') };

    const second = await run();
    expect(second).toMatchObject({ updated: 0, unchanged: 105, failed: [] });
    expect({ current: await count('water_quality'), history: await count('water_quality_history') }).toEqual(
      rows,
    );
  }, 60_000);
});

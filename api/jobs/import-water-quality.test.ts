import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createEaBathingWaterClient } from '../services/ea-bathing-water-client.ts';
import {
  answerFor,
  COMPLIANCE,
  EA,
  eaHandlers,
  FORECASTS,
  NOW,
  SAMPLES,
  setupWaterQualityImport,
  withFirstItem,
} from '../testing/water-quality-import-mocks.ts';
import { importWaterQuality } from './import-water-quality.ts';
import { classOf } from './water-quality-record.ts';

const { server, knex, run, beachOn, currentOf, historyOf } = setupWaterQualityImport();

describe('classifications', () => {
  it('makes the newest annual class the status and records where it came from', async () => {
    let userAgent: string | null = null;
    server.events.on('request:start', ({ request }) => {
      userAgent ??= request.headers.get('user-agent');
    });
    const summary = await importWaterQuality({
      knex: knex(),
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
  it('keeps one history row per sample with its counts and < = > qualifiers', async () => {
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
    expect(await historyOf(beach.id)).toEqual([]); // the seed invents no history

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

describe('re-running', () => {
  it('is idempotent: same rows, nothing updated the second time', async () => {
    const count = async (table: string) => Number((await knex()(table).count({ n: '*' }))[0].n);
    const first = await run();
    expect(first.failed).toEqual([]);
    const linked = await knex()('beaches').whereNotNull('bathingWaterId').count({ n: '*' });
    expect(first.updated + first.unchanged).toBe(Number(linked[0].n));
    const rows = { current: await count('water_quality'), history: await count('water_quality_history') };

    const second = await run();
    expect(second).toMatchObject({ updated: 0, unchanged: Number(linked[0].n), failed: [] });
    expect({ current: await count('water_quality'), history: await count('water_quality_history') }).toEqual(
      rows,
    );
  }, 60_000);
});

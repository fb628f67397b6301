import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WaterQualityHistory } from '../../../domain/water-quality/water-quality-schema.ts';
import { waterQualityTrend } from '../../../domain/water-quality/water-quality-trend.ts';
import {
  classificationLabel,
  noTrendText,
  sampleLabel,
} from '../../../domain/water-quality/water-quality-wording.ts';
import { importWaterQuality } from '../../jobs/import-water-quality.ts';
import { createEaBathingWaterClient } from '../../services/ea-bathing-water-client.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);

const EA = 'https://environment.data.gov.uk/doc/bathing-water-quality';
type Doc = { result: { items: Record<string, unknown>[] } };
const fixture = (name: string): Doc =>
  JSON.parse(readFileSync(new URL(`../../testing/fixtures/${name}.json`, import.meta.url), 'utf8'));
// Whole seconds, as the EA writes them.
const tomorrow = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000);

/** The EA as the fixtures say, except: Saunton (34100) is Closed, Croyde (34200) has an increased risk today. */
const server = setupServer(
  ...(
    [
      [
        'compliance-rBWD.json',
        'ea-bwq-compliance-rbwd',
        'bwq_samplingPoint',
        '34100',
        {
          complianceClassification: { complianceCodeNotation: '11', name: { _value: 'Closed' } },
        },
      ],
      ['in-season/sample.json', 'ea-bwq-in-season-sample', 'bwq_samplingPoint', '', {}],
      [
        'stp-risk-prediction.json',
        'ea-bwq-risk-prediction',
        'stp_samplingPoint',
        '34200',
        {
          riskLevel: 'http://environment.data.gov.uk/def/bwq-stp/increased',
          publishedAt: { _value: new Date().toISOString() },
          expiresAt: { _value: tomorrow.toISOString() },
          comment: { _value: 'Bathing is not advised today due to the likelihood of reduced water quality' },
        },
      ],
    ] as const
  ).map(([endpoint, name, param, special, change]) =>
    http.get(`${EA}/${endpoint}`, ({ request }) => {
      const url = new URL(request.url);
      const point = url.searchParams.get(`${param}.samplePointNotation`) ?? '';
      const doc = fixture(name);
      if (Number(url.searchParams.get('_page') ?? 0) > 0) doc.result.items = [];
      else if (point === special) Object.assign(doc.result.items[0], change);
      return HttpResponse.json(JSON.parse(JSON.stringify(doc).replace(/03600|04700/g, point)));
    }),
  ),
);

const ids: Record<string, number> = {};
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const slug of ['croyde-beach', 'saunton-sands', 'woolacombe-beach']) {
    ids[slug] = (await t.db.knex('beaches').where({ slug }).first()).id;
  }
  const summary = await importWaterQuality({
    knex: t.db.knex,
    client: createEaBathingWaterClient({ retryDelayMs: 5 }),
    stormOverflow: null,
    now: new Date('2026-06-10T12:00:00Z'),
    samplingPoints: ['34100', '34200'],
  });
  expect(summary.failed).toEqual([]);
  // Done with the EA; supertest's own requests must not meet MSW.
  server.close();
});

describe('GET /api/water-quality after an EA import', () => {
  it('keeps every field it had and adds the source, forecast, sample and warnings', async () => {
    const { body } = await get('/api/water-quality').expect(200);
    const croyde = body.find((r: { beachId: number }) => r.beachId === ids['croyde-beach']);
    expect(croyde).toEqual({
      beachId: ids['croyde-beach'],
      status: 'good',
      waterQualityStatus: 'Pollution risk warning',
      statusDetails: expect.stringMatching(/^Pollution risk warning until .+ Good \(Environment Agency 2025/),
      stormOverflowActive: false,
      lastChecked: expect.any(String),
      dataSource: 'environment_agency',
      samplingPoint: '34200',
      classificationYear: 2025,
      riskLevel: 'increased',
      riskExpiresAt: tomorrow.toISOString(),
      stormOverflowSince: null,
      sample: {
        sampledAt: '2026-06-08T09:07:00.000Z',
        eColi: { count: 10, qualifier: '<' },
        enterococci: { count: 10, qualifier: '<' },
      },
      warnings: [
        {
          kind: 'pollution-risk',
          message: 'Bathing is not advised today due to the likelihood of reduced water quality',
          until: expect.any(String),
        },
      ],
    });
  });

  it("leaves seeded records as the EA's list gave them: a class and its year, no sample", async () => {
    const { body } = await get('/api/water-quality').expect(200);
    const woolacombe = body.find((r: { beachId: number }) => r.beachId === ids['woolacombe-beach']);
    expect(woolacombe).toMatchObject({
      status: 'excellent',
      dataSource: 'ea_annual_classification',
      samplingPoint: expect.stringMatching(/^\d{5}$/),
      classificationYear: 2025,
      lastChecked: '2026-05-31T07:24:23.000Z',
      riskLevel: null,
      sample: null,
      warnings: [],
    });
  });

  it('shows a Closed bathing water with no status', async () => {
    const res = await get(`/api/beaches/${ids['saunton-sands']}/water-quality`).expect(200);
    expect(res.body).toMatchObject({
      status: null,
      waterQualityStatus: 'Closed',
      statusDetails: 'Closed',
      warnings: [],
    });
  });

  it('stops warning once a forecast expires, and warns while a storm overflow is active', async () => {
    const beachId = ids['croyde-beach'];
    await t.db
      .knex('water_quality')
      .where({ beachId })
      .update({
        riskExpiresAt: new Date(Date.now() - 60_000),
        stormOverflowActive: true,
        stormOverflowSince: new Date('2026-07-03T12:05:00Z'),
      });
    const res = await get('/api/beaches/croyde-beach/water-quality').expect(200);
    expect(res.body.warnings).toEqual([
      {
        kind: 'storm-overflow',
        message: 'A storm overflow is discharging near this beach.',
        since: '2026-07-03T12:05:00.000Z',
      },
    ]);
  });
});

describe('GET /api/water-quality/history after an EA import', () => {
  afterEach(() => vi.useRealTimers());

  it('answers one row per sample with its counts, newest first', async () => {
    // The fixture's samples are from June 2026: ask as if it were still that summer.
    vi.useFakeTimers({ now: new Date('2026-06-12T12:00:00Z'), toFake: ['Date'] });
    const res = await get(`/api/water-quality/history?beachId=${ids['croyde-beach']}&days=366`).expect(200);
    expect(res.body.map((h: { recordedAt: string }) => h.recordedAt)).toEqual([
      '2026-06-08T09:07:00.000Z',
      '2026-06-02T09:08:00.000Z',
      '2026-05-28T09:05:00.000Z',
      '2026-05-22T09:15:00.000Z',
      '2026-05-15T09:06:00.000Z',
    ]);
    expect(res.body[1]).toMatchObject({
      status: 'good',
      waterQualityStatus: 'Good',
      dataSource: 'environment_agency',
      sample: { eColi: { count: 890, qualifier: '=' }, enterococci: { count: 840, qualifier: '=' } },
    });
  });

  it('dates each row by its sample and the record by the fetch, so the trend and the card tell the truth', async () => {
    const now = new Date('2026-06-12T12:00:00Z');
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const history = (
      await get(`/api/water-quality/history?beachId=${ids['croyde-beach']}&days=366`).expect(200)
    ).body as WaterQualityHistory[];
    for (const row of history) {
      expect(row.sample?.sampledAt).toBe(row.recordedAt);
      expect(row.lastChecked).toBe('2026-06-10T12:00:00.000Z'); // when the import asked the EA
    }
    // Five sample days, all under the 2025 class: a trend, and it is stable.
    expect(waterQualityTrend(history)).toEqual({ trend: 'stable', sampleDays: 5 });
    const current = (await get(`/api/beaches/${ids['croyde-beach']}/water-quality`).expect(200)).body;
    expect(sampleLabel(current, now)).toBe('Sample taken 8 Jun');
    expect(classificationLabel(current)).toBe('2025 classification');
    // Three days on, the last three days hold no sample: no trend, and the card says since when.
    const recent = (await get(`/api/water-quality/history?beachId=${ids['croyde-beach']}&days=3`).expect(200))
      .body as WaterQualityHistory[];
    const reading = waterQualityTrend(recent);
    expect(reading).toEqual({ trend: null, sampleDays: 0 });
    expect(noTrendText(reading.sampleDays, current.sample.sampledAt, 3, now)).toBe(
      'No samples since 8 Jun — the bathing season runs 15 May to 30 September',
    );
  });
});

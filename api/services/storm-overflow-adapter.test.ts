import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createArcGisOverflowAdapter,
  mapOverflowFeatures,
  stormOverflowAdapterFromConfig,
} from './storm-overflow-adapter.ts';

const recorded = JSON.parse(
  readFileSync(new URL('../testing/fixtures/storm-overflow-south-west-water.json', import.meta.url), 'utf8'),
);
// Seeded beaches (db/data/beaches), by slug.
const places = [
  { id: 'goodrington-north-sands', lat: 50.4252, lng: -3.5598 },
  { id: 'goodrington-south-sands', lat: 50.4214, lng: -3.5587 },
  { id: 'paignton-sands', lat: 50.4351, lng: -3.5595 },
  { id: 'croyde-beach', lat: 51.1319, lng: -4.2364 },
  { id: 'woolacombe-beach', lat: 51.171, lng: -4.208 },
];
const LAYER =
  'https://services-eu1.arcgis.test/OMdMOtfhATJPcHe3/arcgis/rest/services/NEH_outlets_PROD/FeatureServer/0';

describe('mapOverflowFeatures (the recorded South West Water answer)', () => {
  const status = mapOverflowFeatures(recorded, places);

  it('marks beaches with an outfall discharging within 1 km, since the earliest start, nearest first', () => {
    expect(status.get('goodrington-south-sands')).toEqual({
      active: true,
      since: new Date('2026-07-03T12:05:00Z'),
      outfalls: [
        expect.objectContaining({
          id: 'SWW9906',
          watercourse: 'TOR BAY',
          since: new Date('2026-07-03T12:05:00Z'),
        }),
        expect.objectContaining({ id: 'SWW9901', since: new Date('2026-07-03T13:20:00Z') }),
      ],
    });
    expect(status.get('goodrington-north-sands')?.active).toBe(true);
    expect(status.get('goodrington-north-sands')?.outfalls[0].distanceKm).toBeLessThan(1);
  });

  it('does not count stopped or offline monitors, or overflows further away', () => {
    expect(status.get('croyde-beach')).toEqual({ active: false, since: null, outfalls: [] }); // stopped at 09:45
    expect(status.get('woolacombe-beach')?.active).toBe(false); // monitor offline
    expect(status.get('paignton-sands')?.active).toBe(false); // 1.2 km from Goodrington's outfalls
    expect(mapOverflowFeatures(recorded, places, 1.5).get('paignton-sands')?.active).toBe(true);
  });

  it('reads the common PascalCase schema (Wessex Water) and positions from attributes', () => {
    const wessex = {
      features: [
        {
          attributes: {
            Id: 'WSX00123',
            Company: 'Wessex Water',
            Status: 1,
            StatusStart: Date.parse('2026-07-03T08:00:00Z'),
            Latitude: 51.1305,
            Longitude: -4.2331,
            ReceivingWaterCourse: 'BRISTOL CHANNEL',
          },
        },
      ],
    };
    expect(mapOverflowFeatures(wessex, places).get('croyde-beach')).toMatchObject({
      active: true,
      since: new Date('2026-07-03T08:00:00Z'),
      outfalls: [{ id: 'WSX00123', company: 'Wessex Water', watercourse: 'BRISTOL CHANNEL' }],
    });
  });

  it('rejects an answer that is not a feature set', () => {
    expect(() => mapOverflowFeatures({ error: 'nope' }, places)).toThrow(/not a feature set/);
  });
});

describe('the ArcGIS adapter', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('is off unless STORM_OVERFLOW_URL is set, and takes several feeds separated by commas', () => {
    expect(stormOverflowAdapterFromConfig({})).toBeNull();
    expect(stormOverflowAdapterFromConfig({ STORM_OVERFLOW_URL: '' })).toBeNull();
    const both = stormOverflowAdapterFromConfig({
      STORM_OVERFLOW_URL: `${LAYER}, https://services.arcgis.test/3SZ6e0uCvPROr4mS/arcgis/rest/services/Wessex_Water_Storm_Overflow_Activity/FeatureServer/0`,
    });
    expect(both?.source).toBe('services-eu1.arcgis.test, services.arcgis.test');
  });

  it('asks for the outfalls around the beaches in WGS84, follows exceededTransferLimit, and names the company', async () => {
    const asked: URLSearchParams[] = [];
    const [first, ...rest] = recorded.features;
    server.use(
      http.get(`${LAYER}/query`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json(
          params.get('resultOffset') === '0'
            ? { ...recorded, features: [first], exceededTransferLimit: true }
            : { ...recorded, features: rest },
        );
      }),
    );
    const adapter = createArcGisOverflowAdapter({ urls: [LAYER], retryDelayMs: 5 });
    const status = await adapter.statusByPlace(places);

    expect(asked.map((p) => p.get('resultOffset'))).toEqual(['0', '1']);
    expect(Object.fromEntries(asked[0])).toMatchObject({
      where: '1=1',
      outFields: '*',
      outSR: '4326',
      f: 'json',
    });
    const envelope = JSON.parse(asked[0].get('geometry') ?? '{}');
    expect(envelope.ymin).toBeLessThan(50.4214);
    expect(envelope.ymax).toBeGreaterThan(51.171);
    expect(status.get('goodrington-north-sands')).toMatchObject({
      active: true,
      outfalls: [{ company: 'South West Water' }, { company: 'South West Water' }],
    });
  });

  it('fails on an ArcGIS error reported inside a 200 answer', async () => {
    server.use(
      http.get(`${LAYER}/query`, () =>
        HttpResponse.json({ error: { code: 400, message: 'Invalid query parameters' } }),
      ),
    );
    const adapter = createArcGisOverflowAdapter({ urls: [LAYER], retryDelayMs: 5 });
    await expect(adapter.statusByPlace(places)).rejects.toThrow(
      'storm overflow feed: Invalid query parameters',
    );
  });
});

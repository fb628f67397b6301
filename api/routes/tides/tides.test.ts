import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { up as rewordTideNotes } from '../../../db/migrations/20261202000700_reword_tide_notes.ts';
import type { TideExtreme } from '../../../domain/tides/tide-station.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);

const DEVONPORT = 'ticon/devonport-dev-gbr-bodc';
const ILFRACOMBE = 'ticon/ilfracombe-ilf-gbr-bodc';
const CROYDE_NOTE =
  'Tide times and heights are predicted for Ilfracombe, 12 km away. Local high water may come at a different time and height.';
const clocks = (tides: TideExtreme[]) => tides.map((e) => `${e.type} ${e.time.slice(11, 16)} ${e.height}`);

describe('GET /api/tides', () => {
  it('answers Devonport’s tides for 1 July 2026 exactly as the reference table (BST)', async () => {
    const res = await get('/api/tides?lat=50.368&lng=-4.185&date=2026-07-01').expect(200);
    expect(res.body).toEqual([
      { time: '2026-07-01T01:26:00+01:00', type: 'low', height: 1.26 },
      { time: '2026-07-01T07:27:00+01:00', type: 'high', height: 4.73 },
      { time: '2026-07-01T13:38:00+01:00', type: 'low', height: 1.31 },
      { time: '2026-07-01T19:43:00+01:00', type: 'high', height: 5.02 },
    ]);
    expect(res.headers['x-tide-station']).toBe('Devonport');
    expect(res.headers['x-tide-station-id']).toBe(DEVONPORT);
    expect(res.headers['x-tide-attribution']).toMatch(/^Neaps tide database .*TICON-4.*CC BY 4\.0/);
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
  });

  it('gives a North Devon beach Ilfracombe’s tides, never a south-coast gauge', async () => {
    const res = await get('/api/tides?lat=51.1319&lng=-4.2364&date=2026-07-01').expect(200); // Croyde
    expect(res.headers['x-tide-station-id']).toBe(ILFRACOMBE);
    expect(clocks(res.body)).toEqual([
      'low 01:26 2.01',
      'high 07:42 8.25',
      'low 13:33 1.96',
      'high 19:57 8.49',
    ]);
  });

  it('applies a beach’s stored secondary-port difference (Salcombe: Devonport + 17 min)', async () => {
    const res = await get('/api/tides?lat=50.2257&lng=-3.783&date=2026-07-01').expect(200); // South Sands
    expect(res.headers['x-tide-station']).toBe('Devonport');
    expect(clocks(res.body)).toEqual([
      'low 01:43 1.26',
      'high 07:44 4.73',
      'low 13:55 1.31',
      'high 20:00 5.02',
    ]);
  });

  it('marks the stands of Weymouth’s double tides as minor', async () => {
    const res = await get('/api/tides?lat=50.614&lng=-2.452&date=2026-07-01').expect(200);
    expect(res.body).toHaveLength(8);
    expect(
      res.body.filter((e: TideExtreme) => !e.minor).map((e: TideExtreme) => e.time.slice(11, 16)),
    ).toEqual(['04:25', '08:29', '13:10', '20:30']);
  });

  it('keeps a clock-change day to its own 25 hours, in GMT after 02:00 BST', async () => {
    const res = await get('/api/tides?lat=50.368&lng=-4.185&date=2026-10-25').expect(200);
    expect(res.body.map((e: TideExtreme) => e.time)).toEqual([
      '2026-10-25T04:40:00+00:00',
      '2026-10-25T10:56:00+00:00',
      '2026-10-25T16:58:00+00:00',
      '2026-10-25T23:19:00+00:00',
    ]);
  });

  it('falls back to the coast rule for a beach seeded before tide stations were stored', async () => {
    await t.db
      .knex('beaches')
      .where({ slug: 'woolacombe-beach' })
      .update({ tideStationId: null, tideNote: null });
    const res = await get('/api/tides/station?lat=51.171&lng=-4.208').expect(200);
    expect(res.body).toMatchObject({
      id: ILFRACOMBE,
      note: expect.stringMatching(/^Tide times and heights are predicted for Ilfracombe,/),
    });
  });

  it.each([
    ['lat=50.368&lng=-4.185', 'date', 'date is required'],
    ['lng=-4.185&date=2026-07-01', 'lat', 'lat is required'],
    ['lat=north&lng=-4.185&date=2026-07-01', 'lat', 'lat must be a decimal number of degrees'],
    ['lat=95&lng=-4.185&date=2026-07-01', 'lat', 'lat must be at most 90'],
    ['lat=50.368&lng=-4.185&date=2026-02-30', 'date', 'date must be a real date as yyyy-MM-dd'],
    ['lat=50.368&lng=-4.185&date=01/07/2026', 'date', 'date must be a real date as yyyy-MM-dd'],
    ['lat=50.368&lng=-4.185&date=1850-07-01', 'date', 'date must be between 2000 and 2099'],
  ])('rejects ?%s with a 400 naming %s', async (query, field, message) => {
    const res = await get(`/api/tides?${query}`).expect(400);
    expect(res.body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid',
        fields: { [field]: [message] },
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['Cardiff, across the Bristol Channel', 51.46, -3.17],
    ['London', 51.5, -0.12],
    ['mid-Channel, far from any gauge', 49.9, -4.0],
  ])('answers 404 with a clear message for %s', async (_place, lat, lng) => {
    const res = await get(`/api/tides?lat=${lat}&lng=${lng}&date=2026-07-01`).expect(404);
    expect(res.body.error.code).toBe('not_found');
    expect(res.body.error.message).toMatch(/coast of South West England, within 45 km of a tide gauge/);
  });
});

describe('GET /api/tides/station', () => {
  it('names the gauge, its distance, licence, attribution and the note on local times', async () => {
    const res = await get('/api/tides/station?lat=51.1319&lng=-4.2364').expect(200);
    expect(res.body).toEqual({
      id: ILFRACOMBE,
      name: 'Ilfracombe',
      distanceKm: 12.3,
      attribution: expect.stringMatching(/Hart-Davis, M\., Dettmering, D\., Seitz, F\. \(2025\), TICON-4/),
      licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      doubleTide: false,
      note: CROYDE_NOTE,
      secondaryPort: null,
    });
    expect(res.headers['x-tide-station']).toBe('Ilfracombe');
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
  });

  it('describes a published secondary-port difference with its source', async () => {
    const res = await get('/api/tides/station?lat=50.2301&lng=-3.7809').expect(200); // North Sands
    expect(res.body.secondaryPort).toEqual({
      area: 'Salcombe',
      highWaterMinutes: 17,
      lowWaterMinutes: 17,
      heightFactor: 1,
      source: 'https://tidelines.org.uk/pilot/area?id=5',
    });
    expect(res.body.note).toMatch(/17 minutes after Devonport/);
  });

  it('says so when the tide is double (Swanage)', async () => {
    const res = await get('/api/tides/station?lat=50.61342&lng=-1.957512').expect(200);
    expect(res.body).toMatchObject({ name: 'Swanage Pier', doubleTide: true });
  });

  it('needs both coordinates', async () => {
    const res = await get('/api/tides/station?lat=50.3').expect(400);
    expect(res.body.error.fields).toEqual({ lng: ['lng is required'] });
  });
});

describe('GET /api/tides/curve', () => {
  it('gives the day’s curve every 10 minutes with its extremes and station', async () => {
    const res = await get('/api/tides/curve?lat=50.368&lng=-4.185&date=2026-07-01').expect(200);
    expect(res.body.points).toHaveLength(24 * 6 + 1);
    expect(res.body.points[0]).toEqual({ time: '2026-07-01T00:00:00+01:00', height: expect.any(Number) });
    expect(res.body.points.at(-1).time).toBe('2026-07-02T00:00:00+01:00');
    expect(res.body.extremes).toHaveLength(4);
    expect(res.body.station).toMatchObject({ id: DEVONPORT, name: 'Devonport' });
  });

  it('has 23 hours of curve on the spring-forward day', async () => {
    const res = await get('/api/tides/curve?lat=50.368&lng=-4.185&date=2026-03-29').expect(200);
    expect(res.body.points).toHaveLength(23 * 6 + 1);
  });
});

describe('the beach response', () => {
  it('carries the beach’s tide station and note', async () => {
    const res = await get('/api/beaches/croyde-beach').expect(200);
    expect(res.body).toMatchObject({
      tideStationId: ILFRACOMBE,
      tideNote: CROYDE_NOTE,
    });
  });
});

describe('a database whose tide notes gave an unsourced "~30 min"', () => {
  it('has them reworded by the migration, an admin’s own note kept, and the sync carries them', async () => {
    const porlockOld = 'Times for Hinkley Point (34.3 km away); local times may differ by up to ~30 min.';
    const adminNote = 'Our own note on the tides at Minehead.';
    await t.db.knex('beaches').where({ slug: 'porlock-weir' }).update({ tideNote: porlockOld });
    await t.db.knex('beaches').where({ slug: 'minehead-beach' }).update({ tideNote: adminNote });
    const before = (await get('/api/sync').expect(200)).body.cursor as string;

    await rewordTideNotes(t.db.knex);

    const porlock = (await get('/api/beaches/porlock-weir?nocache=1').expect(200)).body;
    expect(porlock.tideNote).toMatch(/^Tide times and heights are predicted for Hinkley Point, 34 km away\./);
    expect(porlock.tideNote).toMatch(
      /spring range is 2\.35 m smaller, so heights here may differ by a metre or more\.$/,
    );
    expect((await get('/api/beaches/minehead-beach?nocache=1').expect(200)).body.tideNote).toBe(adminNote);
    // Only the beach whose note changed is written, so only it travels to the phones.
    const delta = (await get(`/api/sync?since=${before}`).expect(200)).body;
    expect(delta.beaches.map((b: { slug: string }) => b.slug)).toEqual(['porlock-weir']);
  });
});

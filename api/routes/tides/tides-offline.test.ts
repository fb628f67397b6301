/**
 * The browser's offline tides (pwa/data/tides/local-tides.ts) against /api/tides on the
 * real app: three gauges (and a harbour difference, and a point on no beach) on a GMT day, the
 * spring-forward day and a BST day. The browser sees a beach as the public beach response
 * gives it, in its query cache, as it does on the beach page.
 */
import { QueryClient } from '@tanstack/react-query';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TideCurveDay } from '../../../domain/tides/tide-answers.ts';
import type { TideCurvePoint, TideExtreme } from '../../../domain/tides/tide-station.ts';
import { tidesQuery } from '../../../pwa/data/queries/get-tides.ts';
import { tideCurveQuery } from '../../../pwa/data/queries/get-tides-curve.ts';
import { tideStationQuery } from '../../../pwa/data/queries/get-tides-station.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);

const DEVONPORT = 'ticon/devonport-dev-gbr-bodc';
const ILFRACOMBE = 'ticon/ilfracombe-ilf-gbr-bodc';
const EXMOUTH = 'ticon/exmouth-exm-gbr-cco';

const PLACES = [
  { label: 'Firestone Bay, Plymouth', slug: 'firestone-bay-plymouth', station: DEVONPORT },
  { label: 'Croyde', slug: 'croyde-beach', station: ILFRACOMBE },
  { label: 'Exmouth', slug: 'exmouth-beach', station: EXMOUTH },
  { label: 'South Sands, Salcombe (Devonport + 17 min)', slug: 'south-sands-salcombe', station: DEVONPORT },
  { label: 'the Devonport gauge, on no beach', slug: null, station: DEVONPORT, lat: '50.368', lng: '-4.185' },
];
const DATES = [
  { date: '2026-01-15', hours: 24 },
  { date: '2026-03-29', hours: 23 },
  { date: '2026-07-01', hours: 24 },
];

/** A browser that has opened the beach's page: the beach response sits in its query cache. */
async function browserAt(place: (typeof PLACES)[number]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (!place.slug) return { client, lat: place.lat ?? '', lng: place.lng ?? '' };
  const beach = (await get(`/api/beaches/${place.slug}`).expect(200)).body;
  client.setQueryData(['beach', place.slug], beach);
  return { client, lat: beach.latitude as string, lng: beach.longitude as string };
}

const MINUTE_MS = 60_000;

/** Same tide, same minute, same centimetre — then nothing else differs either. */
function expectAgreement(local: (TideExtreme | TideCurvePoint)[], api: (TideExtreme | TideCurvePoint)[]) {
  expect(local).toHaveLength(api.length);
  local.forEach((mine, i) => {
    const theirs = api[i];
    expect(Math.abs(Date.parse(mine.time) - Date.parse(theirs.time))).toBeLessThan(MINUTE_MS);
    expect(Math.abs(mine.height - theirs.height)).toBeLessThan(0.005);
    if ('type' in theirs) expect(mine).toMatchObject({ type: theirs.type });
  });
  expect(local).toEqual(api);
}

describe.each(PLACES)('offline tides at $label', (place) => {
  it('name the same gauge, distance, note and harbour difference as /api/tides/station', async () => {
    const { client, lat, lng } = await browserAt(place);
    const api = (await get(`/api/tides/station?lat=${lat}&lng=${lng}`).expect(200)).body;
    const local = await client.fetchQuery(tideStationQuery(lat, lng));
    expect(api.id).toBe(place.station);
    expect(local).toEqual(api);
  });

  it.each(DATES)('agree with /api/tides and /api/tides/curve on $date', async ({ date, hours }) => {
    const { client, lat, lng } = await browserAt(place);
    const search = `lat=${lat}&lng=${lng}&date=${date}`;
    const apiDay: TideExtreme[] = (await get(`/api/tides?${search}`).expect(200)).body;
    const apiCurve: TideCurveDay = (await get(`/api/tides/curve?${search}`).expect(200)).body;

    const localDay = await client.fetchQuery(tidesQuery(lat, lng, date));
    const localCurve = await client.fetchQuery(tideCurveQuery(lat, lng, date));

    expect(apiDay.length).toBeGreaterThanOrEqual(3);
    expectAgreement(localDay, apiDay);
    expectAgreement(localCurve.extremes, apiCurve.extremes);
    expect(apiCurve.points).toHaveLength(hours * 6 + 1);
    expectAgreement(localCurve.points, apiCurve.points);
    expect(localCurve.station).toEqual(apiCurve.station);
  });
});

describe('offline tides where the API has none', () => {
  it('fail as /api/tides does, with its reason', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = (await get('/api/tides?lat=51.5&lng=-0.12&date=2026-07-01').expect(404)).body;
    await expect(client.fetchQuery(tidesQuery('51.5', '-0.12', '2026-07-01'))).rejects.toMatchObject({
      cause: { message: api.error.message },
    });
  });

  it('refuse a year the predictions do not cover, with the API’s message', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = (await get('/api/tides/curve?lat=50.368&lng=-4.185&date=1850-07-01').expect(400)).body;
    await expect(client.fetchQuery(tideCurveQuery('50.368', '-4.185', '1850-07-01'))).rejects.toThrow(
      api.error.fields.date[0],
    );
  });
});

import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createArcGisOverflowAdapter } from '../services/storm-overflow-adapter.ts';
import { OVERFLOW_FEED, OVERFLOWS, setupWaterQualityImport } from '../testing/water-quality-import-mocks.ts';

const { server, knex, run, beachOn, currentOf } = setupWaterQualityImport();

describe('storm overflows', () => {
  it('turns an overflow discharging nearby into a warning, and keeps the last state when the feed fails', async () => {
    server.use(http.get(`${OVERFLOWS}/query`, () => HttpResponse.json(OVERFLOW_FEED)));
    const stormOverflow = createArcGisOverflowAdapter({ urls: [OVERFLOWS], retryDelayMs: 5 });
    const summary = await run({ samplingPoints: ['24200', '34200'], stormOverflow });
    expect(summary).toMatchObject({ failed: [], stormOverflow: 'ok' });
    expect(summary.updated + summary.unchanged).toBe(3);

    const goodrington = await knex()('beaches').where({ bathingWaterId: '24200' });
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

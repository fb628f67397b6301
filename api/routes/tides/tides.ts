/**
 * Tide predictions from the shipped harmonic constants (no outside service):
 * GET /api/tides?lat&lng&date       → the spec's list of { time, type, height } for that London day
 * GET /api/tides/station?lat&lng    → which gauge answers for the point, its attribution and notes
 * GET /api/tides/curve?lat&lng&date → { points, extremes, station } for the day's curve
 * Predictions never change, so answers are cacheable for half an hour.
 */

import type { Context } from 'koa';
import { tideCurveDay, tideDay } from '../../../domain/tides/tide-answers.ts';
import { tideDayQuerySchema, tidePointQuerySchema } from '../../../domain/tides/tide-query.ts';
import type { TideStationInfo } from '../../../domain/tides/tide-station-info.ts';
import { tideSourceFor } from '../../services/tide-source.ts';
import { parseQuery } from '../../validate.ts';
import { apiRouter } from '../api-router.ts';

export const tidesRouter = apiRouter('/api/tides');

const CACHE = 'public, max-age=1800';

/** Header values must be ASCII: anything else (and %) is percent-encoded. */
const headerText = (text: string) => text.replace(/[^\x20-\x24\x26-\x7e]/gu, (c) => encodeURIComponent(c));

function describeSource(ctx: Context, info: TideStationInfo) {
  ctx.set('Cache-Control', CACHE);
  ctx.set('X-Tide-Station', headerText(info.name));
  ctx.set('X-Tide-Station-Id', headerText(info.id));
  ctx.set('X-Tide-Attribution', headerText(info.attribution));
}

const pointOf = (query: { lat: number; lng: number }) => ({ latitude: query.lat, longitude: query.lng });

tidesRouter.get('/', async (ctx) => {
  const query = parseQuery(ctx, tideDayQuerySchema);
  const source = await tideSourceFor(ctx.knex, pointOf(query));
  ctx.body = tideDay(source, query.date);
  describeSource(ctx, source.info);
});

tidesRouter.get('/station', async (ctx) => {
  const { info } = await tideSourceFor(ctx.knex, pointOf(parseQuery(ctx, tidePointQuerySchema)));
  ctx.body = info;
  describeSource(ctx, info);
});

tidesRouter.get('/curve', async (ctx) => {
  const query = parseQuery(ctx, tideDayQuerySchema);
  const source = await tideSourceFor(ctx.knex, pointOf(query));
  ctx.body = tideCurveDay(source, query.date);
  describeSource(ctx, source.info);
});

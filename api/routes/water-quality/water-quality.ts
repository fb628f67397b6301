import Router from '@koa/router';
import { waterQualityHistoryQuerySchema } from '../../../domain/water-quality-query.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { WaterQuality, WaterQualityHistory } from '../../models/WaterQuality.ts';
import { presentWaterQuality, presentWaterQualityHistory } from '../../presenters/water-quality.ts';
import { parseQuery } from '../../validate.ts';

export const waterQualityRouter = new Router({ prefix: '/api/water-quality' });

const liveBeach = (table: string) => (query: { whereExists: (q: unknown) => unknown }) =>
  query.whereExists(
    WaterQuality.knex()
      .select(1)
      .from('beaches')
      .whereRaw(`beaches.id = ${table}.beach_id`)
      .whereNull('deleted_at'),
  );

waterQualityRouter.get('/', cacheControl('publicList'), async (ctx) => {
  const records = await WaterQuality.query().modify(liveBeach('water_quality')).orderBy('beachId');
  ctx.body = records.map(presentWaterQuality);
});

waterQualityRouter.get('/history', cacheControl('publicList'), async (ctx) => {
  const { beachId, days } = parseQuery(ctx, waterQualityHistoryQuerySchema);
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const query = WaterQualityHistory.query()
    .modify(liveBeach('water_quality_history'))
    .where('recordedAt', '>=', since)
    .orderBy([{ column: 'beachId' }, { column: 'recordedAt', order: 'desc' }]);
  if (beachId !== undefined) query.where({ beachId });
  ctx.body = (await query).map(presentWaterQualityHistory);
});

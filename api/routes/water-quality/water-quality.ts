import { waterQualityHistoryQuerySchema } from '../../../domain/water-quality/water-quality-query.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { cachedPerDataVersion } from '../../middleware/cached-per-data-version.ts';
import { WaterQuality, WaterQualityHistory } from '../../models/WaterQuality.ts';
import { presentWaterQuality, presentWaterQualityHistory } from '../../presenters/water-quality.ts';
import { parseQuery } from '../../validate.ts';
import { apiRouter } from '../api-router.ts';

export const waterQualityRouter = apiRouter('/api/water-quality');

const liveBeach = (table: string) => (query: { whereExists: (q: unknown) => unknown }) =>
  query.whereExists(
    WaterQuality.knex()
      .select(1)
      .from('beaches')
      .whereRaw(`beaches.id = ${table}.beach_id`)
      .whereNull('deleted_at'),
  );

/**
 * Both answers also change with the clock (a pollution warning lapses when it expires, the
 * history window moves): kept no longer than a client may keep them (publicList's max-age).
 */
const WATER_QUALITY_MAX_AGE_MS = 60_000;

waterQualityRouter.get(
  '/',
  cacheControl('publicList'),
  cachedPerDataVersion({ maxAgeMs: WATER_QUALITY_MAX_AGE_MS }),
  async (ctx) => {
    const records = await WaterQuality.query().modify(liveBeach('water_quality')).orderBy('beachId');
    ctx.body = records.map(presentWaterQuality);
  },
);

waterQualityRouter.get(
  '/history',
  cacheControl('publicList'),
  cachedPerDataVersion({
    query: Object.keys(waterQualityHistoryQuerySchema.shape),
    maxAgeMs: WATER_QUALITY_MAX_AGE_MS,
  }),
  async (ctx) => {
    const { beachId, days } = parseQuery(ctx, waterQualityHistoryQuerySchema);
    const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const query = WaterQualityHistory.query()
      .modify(liveBeach('water_quality_history'))
      .where('recordedAt', '>=', since)
      .orderBy([{ column: 'beachId' }, { column: 'recordedAt', order: 'desc' }]);
    if (beachId !== undefined) query.where({ beachId });
    ctx.body = (await query).map(presentWaterQualityHistory);
  },
);

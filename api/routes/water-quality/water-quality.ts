import { waterQualityHistoryQuerySchema } from '../../../domain/water-quality/water-quality-query.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { cachedPerDataVersion } from '../../middleware/cached-per-data-version.ts';
import { presentWaterQuality, presentWaterQualityHistory } from '../../presenters/water-quality.ts';
import { listWaterQuality, listWaterQualityHistory } from '../../services/water-quality.ts';
import { parseQuery } from '../../validate.ts';
import { apiRouter } from '../api-router.ts';

export const waterQualityRouter = apiRouter('/api/water-quality');

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
    ctx.body = (await listWaterQuality(ctx.knex)).map(presentWaterQuality);
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
    const query = parseQuery(ctx, waterQualityHistoryQuerySchema);
    ctx.body = (await listWaterQualityHistory(ctx.knex, query)).map(presentWaterQualityHistory);
  },
);

import { cacheControl } from '../../middleware/cache-control.ts';
import { cachedPerDataVersion } from '../../middleware/cached-per-data-version.ts';
import { computeStats } from '../../services/stats.ts';
import { apiRouter } from '../api-router.ts';

export const statsRouter = apiRouter('/api/stats');

// Beaches and reviews are both synced tables: any write to them moves the data version on.
statsRouter.get('/', cacheControl('publicList'), cachedPerDataVersion(), async (ctx) => {
  ctx.body = await computeStats(ctx.knex);
});

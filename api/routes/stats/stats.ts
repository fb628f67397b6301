import Router from '@koa/router';
import { cacheControl } from '../../middleware/cache-control.ts';
import { computeStats } from '../../services/stats.ts';

export const statsRouter = new Router({ prefix: '/api/stats' });

statsRouter.get('/', cacheControl('publicList'), async (ctx) => {
  ctx.body = await computeStats();
});

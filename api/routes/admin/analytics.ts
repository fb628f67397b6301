/** Analytics: GET /api/admin/analytics?days=30 — page views per day, top beaches, searches and filters. */
import { adminAnalyticsQuerySchema } from '../../../domain/admin/admin-lists.ts';
import { readAnalytics } from '../../services/admin-analytics.ts';
import { parseQuery } from '../../validate.ts';
import { guardedAdminRouter } from './admin-router.ts';

export const adminAnalyticsRouter = guardedAdminRouter();

adminAnalyticsRouter.get('/analytics', async (ctx) => {
  const { days } = parseQuery(ctx, adminAnalyticsQuerySchema);
  ctx.body = await readAnalytics(ctx.knex, days);
});

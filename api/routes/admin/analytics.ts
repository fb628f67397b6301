/** Analytics: page views per day, top beaches, top searches and filters (analytics_events). */
import { guardedAdminRouter } from './admin-router.ts';

export const adminAnalyticsRouter = guardedAdminRouter();

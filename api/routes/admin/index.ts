/**
 * Every router of the admin API (issue #13), mounted by api/app.ts. All but sign-in and
 * sign-out are made by guardedAdminRouter, so one guard stands in front of them.
 */
import type Router from '@koa/router';
import { adminAnalyticsRouter } from './analytics.ts';
import { adminAuditLogRouter } from './audit-log.ts';
import { adminAuthRouter, adminMeRouter } from './auth.ts';
import { adminBeachPhotosRouter } from './beach-photos.ts';
import { adminBeachesRouter } from './beaches.ts';
import { adminCommunityRouter } from './community.ts';
import { adminContactRouter } from './contact.ts';
import { adminDogRuleReportsRouter } from './dog-rule-reports.ts';
import { adminJobsRouter } from './jobs.ts';
import { adminReviewsRouter } from './reviews.ts';
import { uploadRouter } from './upload.ts';
import { adminWalkingRoutesRouter } from './walking-routes.ts';

export const adminRouters: Router[] = [
  adminAuthRouter,
  adminMeRouter,
  adminBeachesRouter,
  adminBeachPhotosRouter,
  uploadRouter,
  adminReviewsRouter,
  adminWalkingRoutesRouter,
  adminCommunityRouter,
  adminContactRouter,
  adminDogRuleReportsRouter,
  adminAnalyticsRouter,
  adminAuditLogRouter,
  adminJobsRouter,
];

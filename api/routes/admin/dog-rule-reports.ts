/**
 * The trust loop's admin half (issue #29 item 4): the verification queue of visitors' sign
 * reports (GET, and confirm, correct or dismiss one) and the season check of seasonal rules.
 */
import type { Context } from 'koa';
import {
  dogRuleReportCorrectionSchema,
  dogRuleReportDecisionSchema,
  dogRuleReportQueueQuerySchema,
} from '../../../domain/admin/admin-dog-rule-reports.ts';
import { readSeasonCheck } from '../../services/admin-season-check.ts';
import { parseId } from '../../services/beach-lookup.ts';
import {
  confirmReport,
  correctReport,
  type DecisionServices,
  dismissReport,
} from '../../services/dog-rule-report-decisions.ts';
import { listDogRuleReportQueue } from '../../services/dog-rule-report-queue.ts';
import { parseQuery } from '../../validate.ts';
import { parseBody } from '../../validate-body.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';

export const adminDogRuleReportsRouter = guardedAdminRouter();

const decisionServices = (ctx: Context): DecisionServices => ({
  mailQueue: ctx.services.mailQueue,
  publicUrl: ctx.services.config.PUBLIC_URL,
});

adminDogRuleReportsRouter.get('/dog-rule-reports', async (ctx) => {
  const { status } = parseQuery(ctx, dogRuleReportQueueQuerySchema);
  ctx.body = await listDogRuleReportQueue(ctx.knex, status, ctx.services.config.PUBLIC_URL);
});

adminDogRuleReportsRouter.post('/dog-rule-reports/:id/confirm', async (ctx) => {
  const id = parseId(ctx.params.id, 'Report');
  ctx.body = await confirmReport(
    auditedActorOf(ctx),
    decisionServices(ctx),
    id,
    parseBody(ctx, dogRuleReportDecisionSchema).note,
  );
});

adminDogRuleReportsRouter.post('/dog-rule-reports/:id/correct', async (ctx) => {
  const id = parseId(ctx.params.id, 'Report');
  ctx.body = await correctReport(
    auditedActorOf(ctx),
    decisionServices(ctx),
    id,
    parseBody(ctx, dogRuleReportCorrectionSchema),
  );
});

adminDogRuleReportsRouter.post('/dog-rule-reports/:id/dismiss', async (ctx) => {
  const id = parseId(ctx.params.id, 'Report');
  ctx.body = await dismissReport(
    auditedActorOf(ctx),
    decisionServices(ctx),
    id,
    parseBody(ctx, dogRuleReportDecisionSchema).note,
  );
});

adminDogRuleReportsRouter.get('/season-check', async (ctx) => {
  ctx.body = await readSeasonCheck(ctx.knex);
});

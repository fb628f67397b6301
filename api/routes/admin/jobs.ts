/** Background jobs: GET /api/admin/jobs (when the retention job last ran) and POST /api/admin/jobs/retention/run. */
import { lastRetentionRun, RETENTION_POLICY, runRetention } from '../../jobs/retention.ts';
import { auditedWrite } from '../../services/admin-audit.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';

export const adminJobsRouter = guardedAdminRouter();

adminJobsRouter.get('/jobs', async (ctx) => {
  ctx.body = { retention: await lastRetentionRun(ctx.knex), retentionPolicy: RETENTION_POLICY };
});

/** Runs the retention job now; its deletes and the audit row commit together. */
adminJobsRouter.post('/jobs/retention/run', async (ctx) => {
  ctx.body = await runRetention(ctx.knex, {
    inTransaction: (work) => auditedWrite(auditedActorOf(ctx), work),
  });
});

/** Audit log: GET /api/admin/audit-log?entity=&page=&pageSize= — every admin write, newest first. */
import { adminAuditLogQuerySchema } from '../../../domain/admin/admin-lists.ts';
import { listAuditLog } from '../../services/admin-audit.ts';
import { parseQuery } from '../../validate.ts';
import { guardedAdminRouter } from './admin-router.ts';

export const adminAuditLogRouter = guardedAdminRouter();

adminAuditLogRouter.get('/audit-log', async (ctx) => {
  ctx.body = await listAuditLog(ctx.knex, parseQuery(ctx, adminAuditLogQuerySchema));
});

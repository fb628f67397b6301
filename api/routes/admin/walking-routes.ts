/** Walking routes: GET /api/admin/routes (pending first), PUT /api/admin/routes/:id/approve, DELETE /api/admin/routes/:id. */
import { adminRoutesQuerySchema } from '../../../domain/admin/admin-lists.ts';
import { auditedWrite } from '../../services/admin-audit.ts';
import { approveRoute, deleteRoute, listRoutes } from '../../services/admin-moderation.ts';
import { parseId } from '../../services/beach-lookup.ts';
import { parseQuery } from '../../validate.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';

export const adminWalkingRoutesRouter = guardedAdminRouter();

adminWalkingRoutesRouter.get('/routes', async (ctx) => {
  ctx.body = await listRoutes(ctx.knex, parseQuery(ctx, adminRoutesQuerySchema));
});

/** Approved, the route shows on its beach page and reaches phones with the next sync. */
adminWalkingRoutesRouter.put('/routes/:id/approve', async (ctx) => {
  const id = parseId(ctx.params.id, 'Walking route');
  ctx.body = await auditedWrite(auditedActorOf(ctx), (trx) => approveRoute(trx, id));
});

adminWalkingRoutesRouter.delete('/routes/:id', async (ctx) => {
  const id = parseId(ctx.params.id, 'Walking route');
  ctx.body = await auditedWrite(auditedActorOf(ctx), (trx) => deleteRoute(trx, id));
});

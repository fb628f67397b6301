/** Contact inbox: GET /api/admin/contact-messages (with the unread count), PUT …/:id/read and …/:id/unread. */
import type { Context } from 'koa';
import { adminContactQuerySchema } from '../../../domain/admin/admin-lists.ts';
import { auditedWrite } from '../../services/admin-audit.ts';
import { listContactMessages, markMessage } from '../../services/admin-inbox.ts';
import { parseId } from '../../services/beach-lookup.ts';
import { parseQuery } from '../../validate.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';

export const adminContactRouter = guardedAdminRouter();

adminContactRouter.get('/contact-messages', async (ctx) => {
  ctx.body = await listContactMessages(ctx.knex, parseQuery(ctx, adminContactQuerySchema));
});

const mark = (isRead: boolean) => async (ctx: Context) => {
  const id = parseId(ctx.params.id, 'Message');
  ctx.body = await auditedWrite(auditedActorOf(ctx), (trx) => markMessage(trx, id, isRead));
};
adminContactRouter.put('/contact-messages/:id/read', mark(true));
adminContactRouter.put('/contact-messages/:id/unread', mark(false));

/** Beach Management: list, read, create, edit and delete beaches (GET/POST/PUT/DELETE /api/admin/beaches…). */
import { adminBeachInputSchema } from '../../../domain/admin/admin-beach.ts';
import { adminBeachListQuerySchema } from '../../../domain/admin/admin-beach-list.ts';
import { deleteBeach } from '../../services/admin-beach-delete.ts';
import { createBeach, listAdminBeaches, readAdminBeach, updateBeach } from '../../services/admin-beaches.ts';
import { parseId } from '../../services/beach-lookup.ts';
import { parseQuery } from '../../validate.ts';
import { parseBody } from '../../validate-body.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';

export const adminBeachesRouter = guardedAdminRouter();

adminBeachesRouter.get('/beaches', async (ctx) => {
  ctx.body = await listAdminBeaches(ctx.knex, parseQuery(ctx, adminBeachListQuerySchema));
});

adminBeachesRouter.get('/beaches/:id', async (ctx) => {
  ctx.body = await readAdminBeach(ctx.knex, parseId(ctx.params.id, 'Beach'));
});

adminBeachesRouter.post('/beaches', async (ctx) => {
  const fields = parseBody(ctx, adminBeachInputSchema);
  ctx.body = await createBeach(auditedActorOf(ctx), fields);
  ctx.status = 201;
});

adminBeachesRouter.put('/beaches/:id', async (ctx) => {
  const id = parseId(ctx.params.id, 'Beach');
  ctx.body = await updateBeach(auditedActorOf(ctx), id, parseBody(ctx, adminBeachInputSchema));
});

adminBeachesRouter.delete('/beaches/:id', async (ctx) => {
  const id = parseId(ctx.params.id, 'Beach');
  ctx.body = {
    deleted: await deleteBeach(auditedActorOf(ctx), id, ctx.services.photoStorage, ctx.state.log),
  };
});

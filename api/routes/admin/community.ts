/** Community: community photos (hide, unhide, delete) and all feedback, private included. */
import type { Context } from 'koa';
import {
  adminCommunityPhotosQuerySchema,
  adminFeedbackQuerySchema,
} from '../../../domain/admin/admin-lists.ts';
import { auditedWrite } from '../../services/admin-audit.ts';
import {
  deletePhotoAsAdmin,
  listAllFeedback,
  listCommunityPhotos,
  setPhotoVisible,
} from '../../services/admin-community.ts';
import { parseId } from '../../services/beach-lookup.ts';
import { parseQuery } from '../../validate.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';

export const adminCommunityRouter = guardedAdminRouter();

adminCommunityRouter.get('/community-photos', async (ctx) => {
  ctx.body = await listCommunityPhotos(ctx.knex, parseQuery(ctx, adminCommunityPhotosQuerySchema));
});

/** A hidden photo leaves the beach's public gallery at once; unhide brings it back. */
const setVisible = (visible: boolean) => async (ctx: Context) => {
  const id = parseId(ctx.params.id, 'Photo');
  ctx.body = await auditedWrite(auditedActorOf(ctx), (trx) => setPhotoVisible(trx, id, visible));
};
adminCommunityRouter.put('/community-photos/:id/hide', setVisible(false));
adminCommunityRouter.put('/community-photos/:id/unhide', setVisible(true));

adminCommunityRouter.delete('/community-photos/:id', async (ctx) => {
  const id = parseId(ctx.params.id, 'Photo');
  await deletePhotoAsAdmin(auditedActorOf(ctx), id, ctx.services.photoStorage, ctx.state.log);
  ctx.body = { success: true };
});

adminCommunityRouter.get('/feedback', async (ctx) => {
  ctx.body = await listAllFeedback(ctx.knex, parseQuery(ctx, adminFeedbackQuerySchema));
});
